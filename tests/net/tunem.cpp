// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// tunem: a small netem in user space, for kernels without sch_netem (this project's build machine has
// none: CONFIG_NET_SCH_NETEM is not set). It opens a TUN device in each of two network namespaces and
// forwards the IP packets between them, dropping, delaying and duplicating them as told, or dropping
// everything (a cut line). The harness (netlab.h) gives the devices their addresses.
//
//   tunem NS_A DEV_A NS_B DEV_B [SEED]
//
// Prints "ready" once both devices exist, then reads commands on standard input, one per line:
//   loss PERCENT | delay MS [JITTER_MS] | dup PERCENT | cut on|off | stats | quit
// and answers each with one line ("ok ..." or "error ..."). Ends on quit or at the end of its input.
#include <fcntl.h>
#include <linux/if.h>
#include <linux/if_tun.h>
#include <poll.h>
#include <sched.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <queue>
#include <sstream>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

int openTun(const char* ns, const char* dev) {
  const int self = open("/proc/self/ns/net", O_RDONLY);
  const std::string path = std::string("/var/run/netns/") + ns;
  const int target = open(path.c_str(), O_RDONLY);
  if (self < 0 || target < 0 || setns(target, CLONE_NEWNET) != 0) {
    std::fprintf(stderr, "tunem: cannot enter namespace %s: %s\n", ns, std::strerror(errno));
    return -1;
  }
  const int fd = open("/dev/net/tun", O_RDWR | O_NONBLOCK);
  ifreq ifr{};
  ifr.ifr_flags = IFF_TUN | IFF_NO_PI;
  std::strncpy(ifr.ifr_name, dev, IFNAMSIZ - 1);
  const bool ok = fd >= 0 && ioctl(fd, TUNSETIFF, &ifr) == 0;
  if (!ok) std::fprintf(stderr, "tunem: cannot make %s in %s: %s\n", dev, ns, std::strerror(errno));
  setns(self, CLONE_NEWNET);
  close(self);
  close(target);
  return ok ? fd : -1;
}

struct Rng {  // xorshift64*: the same faults for the same seed
  std::uint64_t s;
  double unit() {
    s ^= s >> 12;
    s ^= s << 25;
    s ^= s >> 27;
    return static_cast<double>((s * 0x2545F4914F6CDD1DULL) >> 11) / 9007199254740992.0;
  }
};

struct Pending {
  Clock::time_point due;
  std::uint64_t order;
  int out;
  std::vector<unsigned char> bytes;
  bool operator>(const Pending& o) const { return due != o.due ? due > o.due : order > o.order; }
};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 5) {
    std::fprintf(stderr, "usage: tunem NS_A DEV_A NS_B DEV_B [SEED]\n");
    return 2;
  }
  const int a = openTun(argv[1], argv[2]);
  const int b = openTun(argv[3], argv[4]);
  if (a < 0 || b < 0) return 1;
  Rng rng{argc > 5 ? std::stoull(argv[5]) | 1 : 0x9E3779B97F4A7C15ULL};
  double loss = 0, dup = 0;
  int delayMs = 0, jitterMs = 0;
  bool cut = false;
  std::uint64_t forwarded = 0, dropped = 0, duplicated = 0, order = 0;
  std::priority_queue<Pending, std::vector<Pending>, std::greater<Pending>> queue;
  std::string input;
  std::printf("ready\n");
  std::fflush(stdout);

  unsigned char packet[65536];
  while (true) {
    int timeout = -1;
    if (!queue.empty()) {
      const auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(queue.top().due - Clock::now()).count();
      timeout = wait < 0 ? 0 : static_cast<int>(wait) + 1;
    }
    pollfd fds[3] = {{0, POLLIN, 0}, {a, POLLIN, 0}, {b, POLLIN, 0}};
    if (poll(fds, 3, timeout) < 0 && errno != EINTR) return 1;
    // Commands.
    if (fds[0].revents & (POLLIN | POLLHUP)) {
      char buf[512];
      const ssize_t n = read(0, buf, sizeof buf);
      if (n <= 0) return 0;
      input.append(buf, static_cast<std::size_t>(n));
      std::size_t nl;
      while ((nl = input.find('\n')) != std::string::npos) {
        std::istringstream line(input.substr(0, nl));
        input.erase(0, nl + 1);
        std::string cmd, arg;
        line >> cmd;
        if (cmd == "loss") {
          line >> loss;
          std::printf("ok loss %g\n", loss);
        } else if (cmd == "dup") {
          line >> dup;
          std::printf("ok dup %g\n", dup);
        } else if (cmd == "delay") {
          jitterMs = 0;
          line >> delayMs >> jitterMs;
          std::printf("ok delay %d %d\n", delayMs, jitterMs);
        } else if (cmd == "cut") {
          line >> arg;
          cut = arg == "on";
          std::printf("ok cut %s\n", cut ? "on" : "off");
        } else if (cmd == "stats") {
          std::printf("ok forwarded %llu dropped %llu duplicated %llu\n", static_cast<unsigned long long>(forwarded),
                      static_cast<unsigned long long>(dropped), static_cast<unsigned long long>(duplicated));
        } else if (cmd == "quit") {
          std::printf("ok quit\n");
          return 0;
        } else {
          std::printf("error unknown command\n");
        }
        std::fflush(stdout);
      }
    }
    // Packets, each way.
    for (int side = 1; side <= 2; ++side) {
      if (!(fds[side].revents & POLLIN)) continue;
      const int in = side == 1 ? a : b, out = side == 1 ? b : a;
      while (true) {
        const ssize_t n = read(in, packet, sizeof packet);
        if (n <= 0) break;
        if (cut || rng.unit() * 100 < loss) {
          ++dropped;
          continue;
        }
        const int copies = rng.unit() * 100 < dup ? 2 : 1;
        duplicated += copies - 1;
        for (int c = 0; c < copies; ++c) {
          int ms = delayMs;
          if (jitterMs > 0) ms += static_cast<int>((rng.unit() * 2 - 1) * jitterMs);
          if (ms < 0) ms = 0;
          queue.push({Clock::now() + std::chrono::milliseconds(ms), order++, out, std::vector<unsigned char>(packet, packet + n)});
        }
      }
    }
    // Packets that are due.
    const auto now = Clock::now();
    while (!queue.empty() && queue.top().due <= now) {
      const Pending& p = queue.top();
      if (write(p.out, p.bytes.data(), p.bytes.size()) > 0) ++forwarded;
      queue.pop();
    }
  }
}
