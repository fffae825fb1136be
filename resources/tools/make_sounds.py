#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Gin Rummy developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Synthesises the project's own table sounds as small WAV files.

Writes resources/sounds/<name>.wav (mono, 22050 Hz, 16-bit PCM) for: draw, discard, deal (shuffle
and deal), knock, gin, won (match won) and lost (match lost). Everything is computed here from
noise and sine partials with a fixed random seed, so the files are the same bytes on every run and
nothing is sampled from anywhere. Run it after changing anything here:
    python3 resources/tools/make_sounds.py
"""

import math
import os
import random
import struct
import sys
import wave

RATE = 22050
PEAK = 0.55  # headroom: the sounds sit under speech and music, they never shout


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def mix(into, sound, at):
    """Adds `sound` into `into` starting at `at` seconds, growing `into` when needed."""
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, s in enumerate(sound):
        into[start + i] += s
    return into


def noise_burst(rng, seconds, attack, decay, smooth, gain=1.0):
    """Noise through a one-pole low-pass (`smooth` 0..1, higher = duller) under an attack/decay
    envelope: the rustle of a card sliding or landing."""
    out, low = [], 0.0
    n = int(RATE * seconds)
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        low = smooth * low + (1 - smooth) * rng.uniform(-1, 1)
        out.append(gain * env * low)
    return out


def tone(freq, seconds, decay, partials=((1, 1.0),), gain=1.0, attack=0.004):
    """A struck tone: sine partials (ratio, level), each decaying faster the higher it is."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        env = min(1.0, t / attack)
        s = 0.0
        for ratio, level in partials:
            s += level * math.exp(-t * ratio / decay) * math.sin(2 * math.pi * freq * ratio * t)
        out.append(gain * env * s)
    return out


BELL = ((1, 1.0), (2, 0.35), (3.01, 0.18), (4.2, 0.08))
WOOD = ((1, 1.0), (2.3, 0.4), (3.9, 0.15))


def draw(rng):
    return noise_burst(rng, 0.12, 0.012, 0.03, 0.55, 0.9)


def discard(rng):
    snd = noise_burst(rng, 0.09, 0.002, 0.018, 0.35, 1.0)
    return mix(snd, tone(150, 0.09, 0.05, WOOD, 0.5), 0)


def deal(rng):
    snd = []
    for k in range(14):  # a riffle of cards, a little uneven like hands are
        at = k * 0.045 + rng.uniform(0, 0.01)
        mix(snd, noise_burst(rng, 0.05, 0.002, 0.012, 0.4, 0.7 + 0.3 * rng.random()), at)
    return snd


def knock(rng):
    snd = []
    for at in (0.0, 0.16):  # two knuckle raps on the table
        mix(snd, tone(190, 0.16, 0.06, WOOD, 1.0, attack=0.001), at)
        mix(snd, noise_burst(rng, 0.03, 0.001, 0.006, 0.2, 0.4), at)
    return snd


def gin(rng):
    snd = []
    for k, f in enumerate((523.25, 659.25, 783.99, 1046.5)):  # C major, rising
        mix(snd, tone(f, 0.6, 0.35, BELL, 0.45), k * 0.08)
    return snd


def won(rng):
    snd = []
    for k, f in enumerate((392.0, 523.25, 659.25, 783.99, 1046.5)):
        mix(snd, tone(f, 0.7, 0.4, BELL, 0.4), k * 0.11)
    mix(snd, tone(523.25, 0.9, 0.5, BELL, 0.3), 0.55)
    return snd


def lost(rng):
    snd = []
    for k, f in enumerate((440.0, 392.0, 349.23, 293.66)):  # falling, soft
        mix(snd, tone(f, 0.5, 0.25, ((1, 1.0), (2, 0.2)), 0.45, attack=0.02), k * 0.15)
    return snd


SOUNDS = {"draw": draw, "discard": discard, "deal": deal, "knock": knock, "gin": gin, "won": won, "lost": lost}


def write(path, samples):
    peak = max(1e-9, max(abs(s) for s in samples))
    fade = int(0.005 * RATE)  # no click at the end
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        frames = bytearray()
        for i, s in enumerate(samples):
            g = min(1.0, (len(samples) - i) / fade)
            frames += struct.pack("<h", int(round(32767 * PEAK * g * s / peak)))
        w.writeframes(bytes(frames))


def main():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "sounds")
    os.makedirs(root, exist_ok=True)
    for name, make in SOUNDS.items():
        rng = random.Random(name)  # a seed per sound: changing one leaves the others' bytes alone
        path = os.path.join(root, name + ".wav")
        write(path, make(rng))
        print(f"{os.path.relpath(path)}: {os.path.getsize(path)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
