# SPDX-FileCopyrightText: 2026 The Gin Rummy developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""A speech server for Orca that says nothing: Orca logs every utterance ("SPEECH OUTPUT: '...'") in its
debug file before it hands it to the server, so tests read that file and need no speech-dispatcher,
synthesizer or sound card. Loaded by Orca as its speechServerFactory from its settings folder."""

from orca import speechserver


class SpeechServer(speechserver.SpeechServer):
    _server = None

    @staticmethod
    def getFactoryName():
        return "Silent (tests)"

    @staticmethod
    def getSpeechServers():
        return [SpeechServer.getSpeechServer()]

    @staticmethod
    def getSpeechServer(info=None):
        if SpeechServer._server is None:
            SpeechServer._server = SpeechServer()
        return SpeechServer._server

    @staticmethod
    def shutdownActiveServers():
        SpeechServer._server = None

    def getInfo(self):
        return ["Silent (tests)", "silent"]

    def getVoiceFamilies(self):
        return []
