# SPDX-FileCopyrightText: 2026 The Gin Rummy developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""A private desktop for screen-reader tests: Xvfb, a D-Bus session bus, the AT-SPI bus (at-spi2-core),
the program under test on the xcb platform with Qt's AT-SPI bridge on, and Orca writing what it would
speak to its debug file. Nothing is taken from the caller's environment: no display, no bus, no home.

Every process started here, and every process those start (the buses launch the AT-SPI registry),
is ended when the session closes: this process makes itself a child subreaper, so that orphans come
back to it, and kills what is left at the end. SIGTERM (CTest's timeout) and Ctrl+C close the open
sessions first; if this process is killed outright, the processes it started die with it
(PR_SET_PDEATHSIG), and their own children lose their buses and end.
"""

import ctypes
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
PR_SET_CHILD_SUBREAPER = 36
# Signs Orca's speech-dispatcher output names at every punctuation level but None ("middle dot", "right
# arrow": its punctuation_settings, LEVEL_NONE). The silent speech server of these tests logs the text
# before that step, so a sign here is what a player hears named aloud (a blind player's play-test).
NAMED_SIGNS = "\u00b7\u2190\u2192\u2022"

PR_SET_PDEATHSIG = 1
_libc = ctypes.CDLL(None, use_errno=True)
_live = []  # sessions not closed yet: a SIGTERM (CTest's timeout) or Ctrl+C closes them first


def _end_on_signal(signum, frame):
    # Once: timeout(1) sends its signal to the test and to its process group, which holds the test too.
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, signal.SIG_IGN)
    for s in list(_live):
        s.close()
    os._exit(128 + signum)


def _die_with_parent():
    # In the child before exec: killed when the test process dies, even by SIGKILL.
    _libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)


class SetupError(RuntimeError):
    """Something the test needs did not come up; the message says what and where its log is."""


def _need(program):
    path = shutil.which(program) or (program if os.path.isabs(program) and os.access(program, os.X_OK) else None)
    if not path:
        raise SetupError(f"{program} is not installed (bash scripts/deps.sh installs it)")
    return path


def wait_for(what, predicate, timeout=10.0, interval=0.05):
    """Polls predicate until it returns something true; SetupError naming `what` after the timeout."""
    end = time.monotonic() + timeout
    last_error = None
    while time.monotonic() < end:
        try:
            value = predicate()
            if value:
                return value
        except Exception as e:  # a bus or an object that is not there yet
            last_error = e
        time.sleep(interval)
    raise SetupError(f"timed out after {timeout:.0f} s waiting for {what}"
                     + (f" (last error: {last_error})" if last_error else ""))


class Session:
    """with Session() as s: s.start_program([...]); s.start_orca(); ... (everything ends on exit)."""

    def __init__(self, size=(1280, 800), keep=False):
        self.size = size
        self.keep = keep or bool(os.environ.get("GIN_A11Y_KEEP"))
        self.dir = tempfile.mkdtemp(prefix="ginrummy-a11y-")
        self.procs = []  # (name, Popen, log path)
        self.env = None
        self.orca_log = None

    # ---- the desktop

    def __enter__(self):
        try:
            self._start_desktop()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def _log(self, name):
        return os.path.join(self.dir, name + ".log")

    def _spawn(self, name, argv, env=None, **kw):
        log = self._log(name)
        with open(log, "ab") as out:
            p = subprocess.Popen(argv, env=env or self.env, stdout=kw.pop("stdout", out), stderr=out,
                                 stdin=kw.pop("stdin", subprocess.DEVNULL), start_new_session=True,
                                 preexec_fn=_die_with_parent, **kw)
        self.procs.append((name, p, log))
        return p

    def _check_alive(self, name, p):
        if p.poll() is not None:
            raise SetupError(f"{name} exited with status {p.returncode}; its log: {self._log(name)}\n"
                             + self.tail(name))

    def tail(self, name, lines=15):
        try:
            with open(self._log(name), errors="replace") as f:
                return "".join(f.readlines()[-lines:])
        except OSError:
            return ""

    def _start_desktop(self):
        _libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
        _live.append(self)
        for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
            signal.signal(sig, _end_on_signal)
        home = os.path.join(self.dir, "home")
        runtime = os.path.join(self.dir, "run")
        for d in (home, runtime):
            os.makedirs(d, mode=0o700)
        # Only what the programs need; nothing of the caller's display, bus, home or Qt platform.
        keep = ("PATH", "LANG", "LC_ALL", "ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS")
        env = {k: os.environ[k] for k in keep if k in os.environ}
        env.setdefault("LC_ALL", "C.UTF-8")
        env.update(HOME=home, XDG_RUNTIME_DIR=runtime,
                   XDG_CONFIG_HOME=os.path.join(home, ".config"), XDG_DATA_HOME=os.path.join(home, ".local/share"),
                   XDG_CACHE_HOME=os.path.join(home, ".cache"), XDG_STATE_HOME=os.path.join(home, ".local/state"),
                   NO_AT_BRIDGE="0", GTK_A11Y="atspi", GSETTINGS_BACKEND="memory")
        self.env = env

        # Xvfb tells its display number on a pipe once it accepts clients.
        r, w = os.pipe()
        xvfb = self._spawn("xvfb", [_need("Xvfb"), "-displayfd", str(w), "-screen", "0",
                                    f"{self.size[0]}x{self.size[1]}x24", "-nolisten", "tcp", "-noreset"],
                           pass_fds=(w,))
        os.close(w)
        display = b""
        end = time.monotonic() + 15
        while not display.endswith(b"\n") and time.monotonic() < end:
            chunk = os.read(r, 16)
            if not chunk:
                break
            display += chunk
        os.close(r)
        if not display.strip():
            self._check_alive("xvfb", xvfb)
            raise SetupError(f"Xvfb gave no display number; its log: {self._log('xvfb')}")
        env["DISPLAY"] = ":" + display.decode().strip()

        # The session bus: its address is its first line of output.
        bus = self._spawn("dbus", [_need("dbus-daemon"), "--session", "--nofork", "--print-address=1"],
                          stdout=subprocess.PIPE)
        line = bus.stdout.readline().decode().strip()
        if not line:
            self._check_alive("dbus", bus)
            raise SetupError(f"dbus-daemon printed no address; its log: {self._log('dbus')}")
        env["DBUS_SESSION_BUS_ADDRESS"] = line

        # The accessibility bus: at-spi-bus-launcher owns org.a11y.Bus on the session bus and starts
        # the a11y bus at once; the registry (at-spi2-registryd) is activated on that bus.
        launcher = None
        for d in ("/usr/libexec", "/usr/lib/at-spi2-core", "/usr/lib/x86_64-linux-gnu/at-spi2-core"):
            if os.access(os.path.join(d, "at-spi-bus-launcher"), os.X_OK):
                launcher = os.path.join(d, "at-spi-bus-launcher")
        if not launcher:
            raise SetupError("at-spi-bus-launcher not found (package at-spi2-core; bash scripts/deps.sh)")
        bus_launcher = self._spawn("at-spi-bus", [launcher, "--launch-immediately"])

        def a11y_address():
            self._check_alive("at-spi-bus", bus_launcher)
            out = subprocess.run(["gdbus", "call", "--session", "--dest", "org.a11y.Bus", "--object-path",
                                  "/org/a11y/bus", "--method", "org.a11y.Bus.GetAddress"],
                                 env=env, capture_output=True, text=True, timeout=5)
            m = re.search(r"'([^']+)'", out.stdout)
            return m.group(1) if out.returncode == 0 and m else None

        wait_for("the AT-SPI bus (org.a11y.Bus.GetAddress)", a11y_address, timeout=15)
        # Screen reader on, as Orca's start would set it: toolkits that ask the status see it.
        subprocess.run(["gdbus", "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
                        "--method", "org.freedesktop.DBus.Properties.Set", "org.a11y.Status", "IsEnabled",
                        "<true>"], env=env, capture_output=True, timeout=5)

        # This process talks AT-SPI too: libatspi reads these when it connects, and keeps its connection
        # until atspi_exit (close() ends it, so that the next session connects to its own buses).
        for k in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR", "HOME"):
            os.environ[k] = env[k]
        os.environ.pop("AT_SPI_BUS_ADDRESS", None)
        atspi().init()

    # ---- programs

    def qt_env(self, extra=None):
        env = dict(self.env)
        env.update(QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1",
                   GIN_SOUND="off", QT_LOGGING_RULES="qt.accessibility.atspi.warning=true")
        env.update(extra or {})
        return env

    def start_program(self, name, argv, extra_env=None, **kw):
        return self._spawn(name, argv, env=self.qt_env(extra_env), **kw)

    def launch(self, name, argv):
        """The program, then Orca, then the X focus on the program's window: (its process, its
        application object on the AT-SPI bus)."""
        proc = self.start_program(name, argv)
        app = application(proc.pid)
        self.start_orca()
        self.focus_window_of(proc.pid)
        return proc, app

    def start_orca(self, settings=None):
        """Orca with a fresh settings folder, speech on, its debug output in orca-debug.out."""
        prefs = os.path.join(self.dir, "orca-prefs")
        os.makedirs(prefs, exist_ok=True)
        general = {"enableSpeech": True, "speechServerFactory": "a11y_silent_speech",
                   "enableBraille": False, "enableSound": False, "enableTutorialMessages": False,
                   "enableEchoByWord": False, "enableKeyEcho": False, "enablePrintableKeys": False,
                   "enableModifierKeys": False, "enableFunctionKeys": False, "enableActionKeys": False,
                   "enableNavigationKeys": False, "enableDiacriticalKeys": False,
                   "progressBarVerbosity": 0, "speechVerbosityLevel": 1}
        general.update(settings or {})
        with open(os.path.join(prefs, "user-settings.conf"), "w") as f:
            json.dump({"general": general, "pronunciations": {}, "keybindings": {},
                       "profiles": {"default": {"profile": ["Default", "default"], **general}}}, f)
        shutil.copy(os.path.join(HERE, "a11y_silent_speech.py"), prefs)
        self.orca_log = os.path.join(self.dir, "orca-debug.out")
        orca = self._spawn("orca", ["/usr/bin/python3", os.path.join(HERE, "run_orca.py"), "--debug-file",
                                    self.orca_log, "-u", prefs], env=dict(self.env))

        def ready():
            self._check_alive("orca", orca)
            with open(self.orca_log, errors="replace") as f:
                return "ORCA: Starting ATSPI registry" in f.read() or None

        wait_for(f"Orca to start (its debug file: {self.orca_log})", ready, timeout=30)
        return orca

    # ---- what Orca says

    def spoken(self):
        """Every utterance Orca sent to speech so far, in order."""
        if not self.orca_log or not os.path.exists(self.orca_log):
            return []
        out = []
        # A single character is logged with a space before its voice ("'M' {'established': …}").
        end = r"'(?: voice=\w+)?(?: ?\{.*\})?$"
        with open(self.orca_log, errors="replace") as f:
            pending = None  # an utterance with a line break (a two-line column header) goes on in the next lines
            for line in f:
                line = line.rstrip("\n")
                if pending is not None:
                    m = re.match(r"\s*(.*?)" + end, line)
                    pending.append(m.group(1) if m else line.strip())
                    if m:
                        out.append(" ".join(pending))
                        pending = None
                    continue
                m = re.search(r"SPEECH OUTPUT: '(.*?)" + end, line)
                if m:
                    out.append(m.group(1))
                elif "SPEECH OUTPUT: '" in line:
                    pending = [line.split("SPEECH OUTPUT: '", 1)[1]]
        for u in out:
            if any(c in u for c in NAMED_SIGNS):
                raise AssertionError(f"Orca would name a sign aloud in: {u!r}")
        return out

    def mark(self):
        """A point in Orca's speech: spoken_since(mark) returns what came after it."""
        return len(self.spoken())

    def spoken_since(self, mark):
        return self.spoken()[mark:]

    def wait_spoken(self, predicate, since=0, timeout=10.0, what="Orca to speak"):
        try:
            return wait_for(what, lambda: next((u for u in self.spoken_since(since) if predicate(u)), None),
                            timeout=timeout)
        except SetupError as e:
            raise AssertionError(f"{e}; Orca spoke: {self.spoken_since(since)!r}") from None

    # ---- input

    def wait_quiet(self, quiet=1.0, timeout=15.0):
        """Until Orca has said nothing new for `quiet` seconds (a window's first words are many round trips
        to the program: on a slow machine they came after a fixed pause)."""
        end = time.monotonic() + timeout
        count, since = len(self.spoken()), time.monotonic()
        while time.monotonic() < end:
            time.sleep(0.1)
            now = len(self.spoken())
            if now != count:
                count, since = now, time.monotonic()
            elif time.monotonic() - since >= quiet:
                return
        raise SetupError(f"Orca kept speaking for {timeout:.0f} s")

    def key(self, *keys, window=None):
        """Real key presses through the X server (XTEST), as a keyboard would type them."""
        argv = [_need("xdotool"), "key", "--clearmodifiers"]
        if window:
            argv += ["--window", str(window)]
        subprocess.run(argv + list(keys), env=self.env, check=True, timeout=10)

    def focus_window_of(self, pid):
        """Gives the X input focus to the program's top-level window (there is no window manager).

        Right after Esc a closing dialog can still be mapped: focusing it then fails with BadWindow once it
        is gone, and the keys are left nowhere (seen in CI). So this waits for the program to show one
        window (the largest of several after a while: a menu or a tooltip may stay) and tries again while
        xdotool fails."""
        xdotool = _need("xdotool")

        def run(*args, timeout=5):
            # A window gone between two calls can leave xdotool waiting (--sync): that try failed, not the test.
            try:
                return subprocess.run([xdotool, *args], env=self.env, capture_output=True, text=True, timeout=timeout)
            except subprocess.TimeoutExpired:
                return subprocess.CompletedProcess(args, 1, "", "timed out")

        def visible():
            return run("search", "--onlyvisible", "--pid", str(pid)).stdout.split()

        def area(win):
            vals = dict(line.split("=", 1) for line in run("getwindowgeometry", "--shell", win).stdout.split() if "=" in line)
            return int(vals.get("WIDTH", 0)) * int(vals.get("HEIGHT", 0))

        wait_for("the program's window", visible, timeout=15)
        end = time.monotonic() + 15
        single_by = time.monotonic() + 3
        while True:
            ids = visible()
            if len(ids) == 1 or (ids and time.monotonic() > single_by):
                win = max(ids, key=area) if len(ids) > 1 else ids[0]
                if run("windowfocus", "--sync", win, timeout=10).returncode == 0:
                    return win
            if time.monotonic() > end:
                raise SetupError(f"could not give the X focus to a window of process {pid}: {ids}")
            time.sleep(0.1)

    # ---- the end

    def close(self):
        if self in _live:
            _live.remove(self)
        if self.env and "DBUS_SESSION_BUS_ADDRESS" in self.env:
            atspi().exit()
        for name, p, _ in reversed(self.procs):
            if p.poll() is None:
                try:
                    os.killpg(p.pid, signal.SIGTERM)
                except ProcessLookupError:
                    pass
        for name, p, _ in reversed(self.procs):
            try:
                p.wait(timeout=5)
            except subprocess.TimeoutExpired:
                try:
                    os.killpg(p.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                p.wait(timeout=5)
            if p.stdout:
                p.stdout.close()
        self._reap_orphans()
        if not self.keep:
            shutil.rmtree(self.dir, ignore_errors=True)
        else:
            print(f"session files kept in {self.dir}", file=sys.stderr)

    def _reap_orphans(self):
        """Ends the processes that the started ones left behind (they were reparented to us)."""
        me = os.getpid()
        for _ in range(50):
            left = []
            for pid in os.listdir("/proc"):
                if not pid.isdigit():
                    continue
                try:
                    with open(f"/proc/{pid}/stat") as f:
                        stat = f.read()
                except OSError:
                    continue
                ppid = int(stat.rsplit(")", 1)[1].split()[1])
                if ppid == me:
                    left.append(int(pid))
            if not left:
                return
            for pid in left:
                try:
                    os.kill(pid, signal.SIGTERM if _ < 20 else signal.SIGKILL)
                except ProcessLookupError:
                    pass
            time.sleep(0.1)
            for pid in left:
                try:
                    os.waitpid(pid, os.WNOHANG)
                except ChildProcessError:
                    pass


# ---- reading the tree over AT-SPI (gi's Atspi, the library pyatspi and Orca are built on)

def atspi():
    import gi
    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi
    return Atspi


def application(pid, timeout=20):
    """The AT-SPI application object of the process `pid` (on the desktop once its bridge is up)."""
    Atspi = atspi()

    def found():
        desktop = Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            if app is not None and app.get_process_id() == pid:
                return app
        return None
    return wait_for(f"the application of process {pid} on the AT-SPI desktop", found, timeout=timeout)


def children(obj):
    return [obj.get_child_at_index(i) for i in range(obj.get_child_count())]


def descendants(obj, limit=4000):
    """Every object under obj, depth first (obj first)."""
    out, stack = [], [obj]
    while stack and len(out) < limit:
        o = stack.pop()
        if o is None:
            continue
        out.append(o)
        stack.extend(reversed(children(o)))
    return out


def find(obj, role=None, name=None, pred=None):
    for o in descendants(obj):
        try:
            if role and o.get_role_name() != role:
                continue
            if name is not None and (o.get_name() != name if isinstance(name, str) else not name(o.get_name())):
                continue
            if pred and not pred(o):
                continue
            return o
        except Exception:
            continue
    return None


def tab_to(session, obj, tries=15):
    """Tab until the keyboard focus is on `obj` or one of its children (a list's item, a table's cell);
    False when it never came there."""
    for _ in range(tries):
        if "focused" in states(obj) or any("focused" in states(c) for c in children(obj)):
            return True
        session.key("Tab")
        session.wait_quiet(0.5)
    return False


def states(obj):
    Atspi = atspi()
    return {Atspi.StateType(s).value_nick for s in obj.get_state_set().get_states()}


class GameCase(unittest.TestCase):
    """A test class with one launch of the game and Orca on a desktop of its own (libatspi keeps one
    connection per process). setUpClass calls start(); whatever fails in it closes the session."""

    @classmethod
    def start(cls, argv, before=None, table=None, focused=False):
        """`before(session)` runs before the game starts (its settings); `table` is the card table's name
        to wait for (cls.table), `focused` waits for the keyboard focus on it too."""
        cls.s = Session()
        cls.s.__enter__()
        try:
            if before:
                before(cls.s)
            cls.game, cls.app = cls.s.launch("ginrummy", argv)
            if table:
                cls.table = wait_for("the card table", lambda: find(cls.app, role="filler", name=table))
                if focused:
                    wait_for("the keyboard focus on the table", lambda: "focused" in states(cls.table), timeout=10)
        except BaseException:
            cls.s.close()
            raise

    @classmethod
    def tearDownClass(cls):
        cls.s.close()
