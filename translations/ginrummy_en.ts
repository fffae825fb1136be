<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Gin Rummy</source>
        <translation>About Gin Rummy</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Gin Rummy %1&lt;/h3&gt;&lt;p&gt;Gin rummy, Oklahoma, Hollywood and poker gin against the computer or a friend.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Gin Rummy %1&lt;/h3&gt;&lt;p&gt;Gin rummy, Oklahoma, Hollywood and poker gin against the computer or a friend.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). The program comes with no warranty.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). The program comes with no warranty.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The card deck, the icon, the help pages and all the code of the game are this project&apos;s own work.&lt;/p&gt;</source>
        <translation>&lt;p&gt;The card deck, the icon, the help pages and all the code of the game are this project&apos;s own work.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Uses Qt %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Uses Qt %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Uses Qt %1 (built with Qt %2).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Uses Qt %1 (built with Qt %2).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Resume game</source>
        <translation>Resume game</translation>
    </message>
    <message>
        <source>The file could not be moved aside; it was left where it is.</source>
        <translation>The file could not be moved aside; it was left where it is.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>The file was kept as %1.</translation>
    </message>
    <message>
        <source>Saved game not loaded</source>
        <translation>Saved game not loaded</translation>
    </message>
    <message>
        <source>%1

%2

A new game will be started.</source>
        <translation>%1

%2

A new game will be started.</translation>
    </message>
    <message>
        <source>The game could not be saved to %1: %2.</source>
        <translation>The game could not be saved to %1: %2.</translation>
    </message>
    <message>
        <source>Game already open</source>
        <translation>Game already open</translation>
    </message>
    <message>
        <source>Gin Rummy is already running and keeps this game. You can open it read-only here (nothing you play is saved) or quit.</source>
        <translation>Gin Rummy is already running and keeps this game. You can open it read-only here (nothing you play is saved) or quit.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Open read-only</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>Saved game in progress</source>
        <translation>Saved game in progress</translation>
    </message>
    <message>
        <source>Continue saved game</source>
        <translation>Continue saved game</translation>
    </message>
    <message>
        <source>Start game %1</source>
        <translation>Start game %1</translation>
    </message>
    <message>
        <source>Gin Rummy keeps its games in the folder %1, but %2 is a file, not a folder. Rename or move that file, then start Gin Rummy again.</source>
        <translation>Gin Rummy keeps its games in the folder %1, but %2 is a file, not a folder. Rename or move that file, then start Gin Rummy again.</translation>
    </message>
    <message>
        <source>Gin Rummy cannot create the folder %1 for its games: nothing can be written in %2 (%3). Make it writable, then start Gin Rummy again.</source>
        <translation>Gin Rummy cannot create the folder %1 for its games: nothing can be written in %2 (%3). Make it writable, then start Gin Rummy again.</translation>
    </message>
    <message>
        <source>Gin Rummy cannot save games in the folder %1: it is read-only (%2). Make it writable, then start Gin Rummy again.</source>
        <translation>Gin Rummy cannot save games in the folder %1: it is read-only (%2). Make it writable, then start Gin Rummy again.</translation>
    </message>
    <message>
        <source>Gin Rummy cannot save games in the folder %1: the disk is full (%2). Free some space, then start Gin Rummy again.</source>
        <translation>Gin Rummy cannot save games in the folder %1: the disk is full (%2). Free some space, then start Gin Rummy again.</translation>
    </message>
    <message>
        <source>Gin Rummy cannot save games in the folder %1 (%2).</source>
        <translation>Gin Rummy cannot save games in the folder %1 (%2).</translation>
    </message>
    <message>
        <source>Games cannot be saved</source>
        <translation>Games cannot be saved</translation>
    </message>
    <message>
        <source>%1

You can play without saving, or quit. The saved game, if there is one, is left as it is.</source>
        <translation>%1

You can play without saving, or quit. The saved game, if there is one, is left as it is.</translation>
    </message>
    <message>
        <source>Play without saving</source>
        <translation>Play without saving</translation>
    </message>
    <message>
        <source>Another copy of Gin Rummy keeps this game: nothing played in this window is saved.</source>
        <translation>Another copy of Gin Rummy keeps this game: nothing played in this window is saved.</translation>
    </message>
    <message>
        <source>Free some space on the disk.</source>
        <translation>Free some space on the disk.</translation>
    </message>
    <message>
        <source>Make the folder %1 writable.</source>
        <translation>Make the folder %1 writable.</translation>
    </message>
    <message>
        <source>This window does not save, so the file was left as it is.</source>
        <translation>This window does not save, so the file was left as it is.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a player and the score</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: hand %2, %3</source>
        <translation>%1: hand %2, %3</translation>
    </message>
    <message>
        <source>A game in progress is saved (%1). Starting game number %2 ends it. Continue the saved game instead?</source>
        <translation>A game in progress is saved (%1). Starting game number %2 ends it. Continue the saved game instead?</translation>
    </message>
    <message>
        <source>Host it again</source>
        <translation>Host it again</translation>
    </message>
    <message>
        <source>Play on against the computer</source>
        <translation>Play on against the computer</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>A network match is saved (%1). Open its table again so that your friends can come back?</source>
        <translation>A network match is saved (%1). Open its table again so that your friends can come back?</translation>
    </message>
    <message>
        <source>%1: after hand %2, %3</source>
        <translation>%1: after hand %2, %3</translation>
    </message>
    <message>
        <source>A network match is saved (%1). The computer plays for %2 now. Open its table again?</source>
        <translation>A network match is saved (%1). The computer plays for %2 now. Open its table again?</translation>
    </message>
    <message>
        <source>A game in progress was saved (%1). Do you want to continue it? A new game takes its place in the save.</source>
        <translation>A game in progress was saved (%1). Do you want to continue it? A new game takes its place in the save.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continue</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;New game</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Knock!</source>
        <translation>Knock!</translation>
    </message>
    <message>
        <source>Gin!</source>
        <translation>Gin!</translation>
    </message>
    <message>
        <source>Big gin!</source>
        <translation>Big gin!</translation>
    </message>
    <message>
        <source>Undercut!</source>
        <translation>Undercut!</translation>
    </message>
</context>
<context>
    <name>BlankSheetDialog</name>
    <message>
        <source>Print blank score sheet</source>
        <translation>Print blank score sheet</translation>
    </message>
    <message>
        <source>&amp;Standard sheet (one game)</source>
        <translation>&amp;Standard sheet (one game)</translation>
    </message>
    <message>
        <source>&amp;Hollywood sheet (three games)</source>
        <translation>&amp;Hollywood sheet (three games)</translation>
    </message>
    <message>
        <source>Player &amp;%1:</source>
        <translation>Player &amp;%1:</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <source>ace</source>
        <translation>ace</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jack</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>queen</translation>
    </message>
    <message>
        <source>king</source>
        <translation>king</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>clubs</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hearts</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spades</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Card name. %1 = rank (2..10), %2 = suit (clubs...). Finnish: &quot;%2 %1&quot; (hertta 7).</extracomment>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>knock</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>gin</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>big gin</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>undercut</translation>
    </message>
    <message>
        <source>drawn hand</source>
        <translation>drawn hand</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>ace or face card</comment>
        <extracomment>Name of an ace or a face card. %1 = rank (ace, jack, queen, king), %2 = suit (clubs...). Finnish writes it as one word: &quot;%2%1&quot; (patakuningas, ruutuässä).</extracomment>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>list</comment>
        <extracomment>The end of a list of cards said aloud: %1 = all but the last (&quot;7, 8&quot;), %2 = the last (&quot;9&quot;). Finnish: &quot;%1 ja %2&quot;.</extracomment>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>run</comment>
        <extracomment>Cards of one suit in a row, said aloud: %1 = their ranks (&quot;7, 8 and 9&quot;), %2 = the suit. Finnish: &quot;%2 %1&quot; (pata 7, 8 ja 9).</extracomment>
        <translation>%1 of %2</translation>
    </message>
</context>
<context>
    <name>CoachStatus</name>
    <message>
        <source>The coach is analysing the match…</source>
        <translation>The coach is analysing the match…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Stop the analysis: this match gets no error rate in the statistics</source>
        <translation>Stop the analysis: this match gets no error rate in the statistics</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Use the language &lt;code&gt;: fi (Finnish) or en (English).</source>
        <translation>Use the language &lt;code&gt;: fi (Finnish) or en (English).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Gin rummy for the desktop: standard gin, Oklahoma, Hollywood and poker gin against the computer or in hot seat.</source>
        <translation>Gin rummy for the desktop: standard gin, Oklahoma, Hollywood and poker gin against the computer or in hot seat.</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Unexpected argument: %1</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;: use fi or en.</source>
        <translation>Unknown language &quot;%1&quot;: use fi or en.</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 1 to 18446744073709551615.</source>
        <translation>The seed must be a whole number from 1 to 18446744073709551615.</translation>
    </message>
    <message>
        <source>Files:
  Saved game:  %1
               (written after every move; a damaged save is renamed *.broken-&lt;date&gt;, never deleted)
  Settings:    %2
</source>
        <translation>Files:
  Saved game:  %1
               (written after every move; a damaged save is renamed *.broken-&lt;date&gt;, never deleted)
  Settings:    %2
</translation>
    </message>
    <message>
        <source>Start a new match with deal number &lt;n&gt; (shown in the status bar) instead of resuming: the same number deals the same cards.</source>
        <translation>Start a new match with deal number &lt;n&gt; (shown in the status bar) instead of resuming: the same number deals the same cards.</translation>
    </message>
    <message>
        <source>Your name at a network table.</source>
        <translation>Your name at a network table.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>Join the network table of this invitation (ginrummy://...).</source>
        <translation>Join the network table of this invitation (ginrummy://...).</translation>
    </message>
    <message>
        <source>The name must be 1 to %1 printable characters.</source>
        <translation>The name must be 1 to %1 printable characters.</translation>
    </message>
</context>
<context>
    <name>Confirm</name>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Replay this deal</translation>
    </message>
    <message>
        <source>The game in progress will be lost. Start a new game?</source>
        <translation>The game in progress will be lost. Start a new game?</translation>
    </message>
    <message>
        <source>The moves of this hand will be lost and it is dealt again. Replay it?</source>
        <translation>The moves of this hand will be lost and it is dealt again. Replay it?</translation>
    </message>
    <message>
        <source>&amp;Start a new game</source>
        <translation>&amp;Start a new game</translation>
    </message>
    <message>
        <source>&amp;Replay the deal</source>
        <translation>&amp;Replay the deal</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Keep playing</translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>Join a network game</translation>
    </message>
    <message>
        <source>&amp;Join the table</source>
        <translation>&amp;Join the table</translation>
    </message>
    <message>
        <source>Joining another table closes the table you host: its invitations stop working, and a match there ends for everyone at it. Join the other table?</source>
        <translation>Joining another table closes the table you host: its invitations stop working, and a match there ends for everyone at it. Join the other table?</translation>
    </message>
    <message>
        <source>Leave the network table</source>
        <translation>Leave the network table</translation>
    </message>
    <message>
        <source>You leave the network table: its match goes on without you. Go back to your game from before?</source>
        <translation>You leave the network table: its match goes on without you. Go back to your game from before?</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Leave the table</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Host a network game</translation>
    </message>
    <message>
        <source>The game in progress will be lost: the network table&apos;s match takes its place. Host the table?</source>
        <translation>The game in progress will be lost: the network table&apos;s match takes its place. Host the table?</translation>
    </message>
    <message>
        <source>&amp;Host the table</source>
        <translation>&amp;Host the table</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>A match is being played at your table. Quitting stops it for everyone: it is saved, and Game › Host a network game opens the table again to continue it. Quit now?</source>
        <translation>A match is being played at your table. Quitting stops it for everyone: it is saved, and Game › Host a network game opens the table again to continue it. Quit now?</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Leave the table</translation>
    </message>
    <message>
        <source>You give up your seat at %1&apos;s table for good: its match goes on without you. Leave the table?</source>
        <translation>You give up your seat at %1&apos;s table for good: its match goes on without you. Leave the table?</translation>
    </message>
    <message>
        <source>A new game here ends the network match with %1: the table closes, and their seats with it. Start a new game?</source>
        <translation>A new game here ends the network match with %1: the table closes, and their seats with it. Start a new game?</translation>
    </message>
    <message numerus="yes">
        <source>The others at %1&apos;s table wait for you: your seat is kept for at least %n minute(s). Start the game again to take it back. Quit now?</source>
        <translation>
            <numerusform>The others at %1&apos;s table wait for you: your seat is kept for at least %n minute. Start the game again to take it back. Quit now?</numerusform>
            <numerusform>The others at %1&apos;s table wait for you: your seat is kept for at least %n minutes. Start the game again to take it back. Quit now?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The others at %1&apos;s table wait for you: your seat is kept for at least %n second(s). Start the game again to take it back. Quit now?</source>
        <translation>
            <numerusform>The others at %1&apos;s table wait for you: your seat is kept for at least %n second. Start the game again to take it back. Quit now?</numerusform>
            <numerusform>The others at %1&apos;s table wait for you: your seat is kept for at least %n seconds. Start the game again to take it back. Quit now?</numerusform>
        </translation>
    </message>
    <message>
        <source>The others at %1&apos;s table wait for you for a while: start the game again to take your seat back. Quit now?</source>
        <translation>The others at %1&apos;s table wait for you for a while: start the game again to take your seat back. Quit now?</translation>
    </message>
    <message>
        <source>Let a computer play</source>
        <translation>Let a computer play</translation>
    </message>
    <message>
        <source>A computer plays %1&apos;s seat to the end of the match, and %1&apos;s invitation stops working: %1 cannot come back to this match. Let a computer play?</source>
        <translation>A computer plays %1&apos;s seat to the end of the match, and %1&apos;s invitation stops working: %1 cannot come back to this match. Let a computer play?</translation>
    </message>
    <message>
        <source>Let a computer &amp;play</source>
        <translation>Let a computer &amp;play</translation>
    </message>
    <message>
        <source>&amp;Keep waiting</source>
        <translation>&amp;Keep waiting</translation>
    </message>
    <message>
        <source>Your seat at %1&apos;s table is kept for you to take back. Only one seat is kept: joining another table gives that one up for good. Join the other table?</source>
        <translation>Your seat at %1&apos;s table is kept for you to take back. Only one seat is kept: joining another table gives that one up for good. Join the other table?</translation>
    </message>
    <message>
        <source>&amp;Join the other table</source>
        <translation>&amp;Join the other table</translation>
    </message>
    <message>
        <source>&amp;Keep the seat</source>
        <translation>&amp;Keep the seat</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Both hands are hidden. Pass the screen to %1.</source>
        <translation>Both hands are hidden. Pass the screen to %1.</translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation>I am %1</translation>
    </message>
    <message>
        <source>%1: take back my move</source>
        <translation>%1: take back my move</translation>
    </message>
</context>
<context>
    <name>DealChecks</name>
    <message>
        <source>Deal verified: neither side chose the cards.</source>
        <translation>Deal verified: neither side chose the cards.</translation>
    </message>
    <message>
        <source>Dealt fairly: the deal&apos;s number was made of the host&apos;s and every guest&apos;s random parts.</source>
        <translation>Dealt fairly: the deal&apos;s number was made of the host&apos;s and every guest&apos;s random parts.</translation>
    </message>
    <message>
        <source>WARNING: this deal was not fair: the host&apos;s part is not what it committed to. The host may have chosen the cards.</source>
        <translation>WARNING: this deal was not fair: the host&apos;s part is not what it committed to. The host may have chosen the cards.</translation>
    </message>
    <message>
        <source>WARNING: this deal was not fair: your part of the deal was left out or changed. The host may have chosen the cards.</source>
        <translation>WARNING: this deal was not fair: your part of the deal was left out or changed. The host may have chosen the cards.</translation>
    </message>
    <message>
        <source>WARNING: this deal was not fair: its number is not made of both sides&apos; parts. The host may have chosen the cards.</source>
        <translation>WARNING: this deal was not fair: its number is not made of both sides&apos; parts. The host may have chosen the cards.</translation>
    </message>
    <message>
        <source>WARNING: this deal was not fair: you were not dealt the cards its number deals. The host may have chosen the cards.</source>
        <translation>WARNING: this deal was not fair: you were not dealt the cards its number deals. The host may have chosen the cards.</translation>
    </message>
    <message>
        <source>WARNING: this deal could not be verified: the host never committed to it. The host may have chosen the cards.</source>
        <translation>WARNING: this deal could not be verified: the host never committed to it. The host may have chosen the cards.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>The hand is over.</translation>
    </message>
    <message>
        <source>It is not your turn: %1 is to play.</source>
        <translation>It is not your turn: %1 is to play.</translation>
    </message>
    <message>
        <source>First take the upcard or pass.</source>
        <translation>First take the upcard or pass.</translation>
    </message>
    <message>
        <source>Draw a card first, from the stock or the discard pile.</source>
        <translation>Draw a card first, from the stock or the discard pile.</translation>
    </message>
    <message>
        <source>You have drawn already: now discard a card or knock.</source>
        <translation>You have drawn already: now discard a card or knock.</translation>
    </message>
    <message>
        <source>Lay off your cards and confirm first.</source>
        <translation>Lay off your cards and confirm first.</translation>
    </message>
    <message>
        <source>Everybody passed the upcard: the first card must be drawn from the stock.</source>
        <translation>Everybody passed the upcard: the first card must be drawn from the stock.</translation>
    </message>
    <message>
        <source>The %1 is not in your hand.</source>
        <translation>The %1 is not in your hand.</translation>
    </message>
    <message>
        <source>You took the %1 from the discard pile; you cannot discard it this turn.</source>
        <translation>You took the %1 from the discard pile; you cannot discard it this turn.</translation>
    </message>
    <message>
        <source>You cannot knock: your deadwood would be %1, above the knock limit of %2.</source>
        <translation>You cannot knock: your deadwood would be %1, above the knock limit of %2.</translation>
    </message>
    <message>
        <source>The first upcard was an ace: this hand can only be ended with gin.</source>
        <translation>The first upcard was an ace: this hand can only be ended with gin.</translation>
    </message>
    <message>
        <source>Big gin is not played with these rules.</source>
        <translation>Big gin is not played with these rules.</translation>
    </message>
    <message>
        <source>Big gin needs all eleven cards in melds.</source>
        <translation>Big gin needs all eleven cards in melds.</translation>
    </message>
    <message>
        <source>Those melds are not valid: each must be a set or a run of your own cards, no card in two melds.</source>
        <translation>Those melds are not valid: each must be a set or a run of your own cards, no card in two melds.</translation>
    </message>
    <message>
        <source>Those melds do not give the least deadwood of your hand.</source>
        <translation>Those melds do not give the least deadwood of your hand.</translation>
    </message>
    <message>
        <source>No cards can be laid off after gin.</source>
        <translation>No cards can be laid off after gin.</translation>
    </message>
    <message>
        <source>That card does not fit that meld: it cannot be laid off there.</source>
        <translation>That card does not fit that meld: it cannot be laid off there.</translation>
    </message>
    <message>
        <source>You took the upcard, the %1.</source>
        <translation>You took the upcard, the %1.</translation>
    </message>
    <message>
        <source>%1 took the upcard, the %2.</source>
        <translation>%1 took the upcard, the %2.</translation>
    </message>
    <message>
        <source>You passed the upcard.</source>
        <translation>You passed the upcard.</translation>
    </message>
    <message>
        <source>%1 passed the upcard.</source>
        <translation>%1 passed the upcard.</translation>
    </message>
    <message>
        <source>You drew the %1 from the stock.</source>
        <translation>You drew the %1 from the stock.</translation>
    </message>
    <message>
        <source>%1 drew from the stock.</source>
        <translation>%1 drew from the stock.</translation>
    </message>
    <message>
        <source>You took the %1 from the discard pile.</source>
        <translation>You took the %1 from the discard pile.</translation>
    </message>
    <message>
        <source>%1 took the %2 from the discard pile.</source>
        <translation>%1 took the %2 from the discard pile.</translation>
    </message>
    <message>
        <source>You discarded the %1.</source>
        <translation>You discarded the %1.</translation>
    </message>
    <message>
        <source>%1 discarded the %2.</source>
        <translation>%1 discarded the %2.</translation>
    </message>
    <message>
        <source>%1 knocked with gin!</source>
        <translation>%1 knocked with gin!</translation>
    </message>
    <message numerus="yes">
        <source>%1 knocked with %n deadwood point(s).</source>
        <translation>
            <numerusform>%1 knocked with %n deadwood point.</numerusform>
            <numerusform>%1 knocked with %n deadwood points.</numerusform>
        </translation>
    </message>
    <message>
        <source>You declared big gin!</source>
        <translation>You declared big gin!</translation>
    </message>
    <message>
        <source>%1 declared big gin!</source>
        <translation>%1 declared big gin!</translation>
    </message>
    <message numerus="yes">
        <source>You laid out your melds and laid off %n card(s).</source>
        <translation>
            <numerusform>You laid out your melds and laid off %n card.</numerusform>
            <numerusform>You laid out your melds and laid off %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 laid out melds and laid off %n card(s).</source>
        <translation>
            <numerusform>%1 laid out melds and laid off %n card.</numerusform>
            <numerusform>%1 laid out melds and laid off %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Pass the screen to %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 is thinking…</translation>
    </message>
    <message>
        <source>Take the upcard, the %1, or pass.</source>
        <translation>Take the upcard, the %1, or pass.</translation>
    </message>
    <message>
        <source>Draw from the stock or take the top card of the discard pile.</source>
        <translation>Draw from the stock or take the top card of the discard pile.</translation>
    </message>
    <message>
        <source>Discard a card onto the discard pile, or drop it on the knock spot to knock.</source>
        <translation>Discard a card onto the discard pile, or drop it on the knock spot to knock.</translation>
    </message>
    <message>
        <source>Lay off your cards on the knocker&apos;s melds, then confirm.</source>
        <translation>Lay off your cards on the knocker&apos;s melds, then confirm.</translation>
    </message>
    <message>
        <source>Lay off your cards on the other players&apos; melds, then confirm.</source>
        <translation>Lay off your cards on the other players&apos; melds, then confirm.</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>Move taken back.</translation>
    </message>
    <message>
        <source>Undo is turned off: Game › Allow undo turns it on.</source>
        <translation>Undo is turned off: Game › Allow undo turns it on.</translation>
    </message>
    <message>
        <source>This position was set up, not dealt: its moves cannot be taken back.</source>
        <translation>This position was set up, not dealt: its moves cannot be taken back.</translation>
    </message>
    <message>
        <source>The hand is over: its moves cannot be taken back.</source>
        <translation>The hand is over: its moves cannot be taken back.</translation>
    </message>
    <message>
        <source>Another player has moved since your last move: it cannot be taken back.</source>
        <translation>Another player has moved since your last move: it cannot be taken back.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back in this hand yet.</source>
        <translation>There is no move of yours to take back in this hand yet.</translation>
    </message>
    <message>
        <source>The knock has shown the cards: moves before it cannot be taken back.</source>
        <translation>The knock has shown the cards: moves before it cannot be taken back.</translation>
    </message>
    <message>
        <source>You knocked with gin, the %1 face down.</source>
        <translation>You knocked with gin, the %1 face down.</translation>
    </message>
    <message numerus="yes">
        <source>You knocked with %n deadwood point(s), the %1 face down.</source>
        <translation>
            <numerusform>You knocked with %n deadwood point, the %1 face down.</numerusform>
            <numerusform>You knocked with %n deadwood points, the %1 face down.</numerusform>
        </translation>
    </message>
    <message>
        <source>Warning: the score sheet here does not give the host&apos;s result. The host&apos;s result stands; the match may not have been scored as the rules say.</source>
        <translation>Warning: the score sheet here does not give the host&apos;s result. The host&apos;s result stands; the match may not have been scored as the rules say.</translation>
    </message>
    <message>
        <source>Moves cannot be taken back at a network table: the other players have seen them.</source>
        <translation>Moves cannot be taken back at a network table: the other players have seen them.</translation>
    </message>
    <message>
        <source>Waiting for %1 to play…</source>
        <translation>Waiting for %1 to play…</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <comment>a computer playing on for a friend who left the network table</comment>
        <translation>%1 (computer)</translation>
    </message>
    <message>
        <source>You laid out your melds.</source>
        <translation>You laid out your melds.</translation>
    </message>
    <message>
        <source>%1 laid out melds.</source>
        <translation>%1 laid out melds.</translation>
    </message>
    <message>
        <source>Draw from the stock.</source>
        <translation>Draw from the stock.</translation>
    </message>
    <message>
        <source>Pick up a card with Space. Discard: Up and Space; knock: Up, Right and Space.</source>
        <translation>Pick up a card with Space. Discard: Up and Space; knock: Up, Right and Space.</translation>
    </message>
    <message>
        <source>The card drawn from the stock has been seen: with several players at this screen the draw cannot be taken back.</source>
        <translation>The card drawn from the stock has been seen: with several players at this screen the draw cannot be taken back.</translation>
    </message>
    <message>
        <source>The %1 does not fit that meld: it cannot be laid off there.</source>
        <translation>The %1 does not fit that meld: it cannot be laid off there.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>hot seat: the name of the player to move, then what to do</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You cannot knock: your deadwood would be %1, above the knock limit of %2 set by the first upcard, the %3.</source>
        <translation>You cannot knock: your deadwood would be %1, above the knock limit of %2 set by the first upcard, the %3.</translation>
    </message>
    <message>
        <source>You had no melds and nothing to lay off.</source>
        <translation>You had no melds and nothing to lay off.</translation>
    </message>
    <message>
        <source>%1 had no melds and nothing to lay off.</source>
        <translation>%1 had no melds and nothing to lay off.</translation>
    </message>
    <message numerus="yes">
        <source>You laid off %n card(s).</source>
        <translation>
            <numerusform>You laid off %n card.</numerusform>
            <numerusform>You laid off %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 laid off %n card(s).</source>
        <translation>
            <numerusform>%1 laid off %n card.</numerusform>
            <numerusform>%1 laid off %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 took the upcard, the %2, and knocked with gin!</source>
        <translation>%1 took the upcard, the %2, and knocked with gin!</translation>
    </message>
    <message numerus="yes">
        <source>%1 took the upcard, the %2, and knocked with %n deadwood point(s).</source>
        <translation>
            <numerusform>%1 took the upcard, the %2, and knocked with %n deadwood point.</numerusform>
            <numerusform>%1 took the upcard, the %2, and knocked with %n deadwood points.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew from the stock and knocked with gin!</source>
        <translation>%1 drew from the stock and knocked with gin!</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew from the stock and knocked with %n deadwood point(s).</source>
        <translation>
            <numerusform>%1 drew from the stock and knocked with %n deadwood point.</numerusform>
            <numerusform>%1 drew from the stock and knocked with %n deadwood points.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 took the %2 from the discard pile and knocked with gin!</source>
        <translation>%1 took the %2 from the discard pile and knocked with gin!</translation>
    </message>
    <message numerus="yes">
        <source>%1 took the %2 from the discard pile and knocked with %n deadwood point(s).</source>
        <translation>
            <numerusform>%1 took the %2 from the discard pile and knocked with %n deadwood point.</numerusform>
            <numerusform>%1 took the %2 from the discard pile and knocked with %n deadwood points.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next hand is dealt: press Next hand when you are ready.</source>
        <translation>The next hand is dealt: press Next hand when you are ready.</translation>
    </message>
    <message>
        <source>The cards that fit were laid off for you to begin with.</source>
        <translation>The cards that fit were laid off for you to begin with.</translation>
    </message>
    <message>
        <source>Pick up a card with Space. Discard: Up and Space.</source>
        <translation>Pick up a card with Space. Discard: Up and Space.</translation>
    </message>
    <message>
        <source>Discard a card onto the discard pile.</source>
        <translation>Discard a card onto the discard pile.</translation>
    </message>
    <message>
        <source>It sets this hand&apos;s knock limit: %1.</source>
        <translation>It sets this hand&apos;s knock limit: %1.</translation>
    </message>
    <message>
        <source>%1 A spade: the hand counts double.</source>
        <translation>%1 A spade: the hand counts double.</translation>
    </message>
    <message>
        <source>An ace: this hand can only be ended with gin.</source>
        <translation>An ace: this hand can only be ended with gin.</translation>
    </message>
    <message>
        <source>Waiting for %1 to take or pass the upcard…</source>
        <translation>Waiting for %1 to take or pass the upcard…</translation>
    </message>
    <message>
        <source>Waiting for %1 to lay off…</source>
        <translation>Waiting for %1 to lay off…</translation>
    </message>
    <message>
        <source>At the hand-over only its button takes the move back.</source>
        <translation>At the hand-over only its button takes the move back.</translation>
    </message>
    <message>
        <source>Waiting for %1 to deal…</source>
        <translation>Waiting for %1 to deal…</translation>
    </message>
    <message>
        <source>Waiting for the next deal…</source>
        <translation>Waiting for the next deal…</translation>
    </message>
    <message>
        <source>Move taken back, and the moves the others made after it.</source>
        <translation>Move taken back, and the moves the others made after it.</translation>
    </message>
    <message>
        <source>Move taken back, and the moves %1 made after it.</source>
        <translation>Move taken back, and the moves %1 made after it.</translation>
    </message>
</context>
<context>
    <name>GuestTable</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Back at the table.</translation>
    </message>
    <message>
        <source>Joined %1&apos;s table. Waiting for the other players…</source>
        <translation>Joined %1&apos;s table. Waiting for the other players…</translation>
    </message>
    <message>
        <source>Connection lost, reconnecting…</source>
        <translation>Connection lost, reconnecting…</translation>
    </message>
    <message>
        <source>Waiting for %1 to reconnect (%2)</source>
        <translation>Waiting for %1 to reconnect (%2)</translation>
    </message>
    <message>
        <source>The match is over. The host has closed the table.</source>
        <translation>The match is over. The host has closed the table.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>The host closed the table.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>You left the table.</translation>
    </message>
    <message>
        <source>The invitation&apos;s secret is wrong: ask the host for the invitation again.</source>
        <translation>The invitation&apos;s secret is wrong: ask the host for the invitation again.</translation>
    </message>
    <message>
        <source>The host does not know this invitation: it was withdrawn or never issued.</source>
        <translation>The host does not know this invitation: it was withdrawn or never issued.</translation>
    </message>
    <message>
        <source>Another player has already taken this seat.</source>
        <translation>Another player has already taken this seat.</translation>
    </message>
    <message>
        <source>The host closed this seat: a computer plays it now.</source>
        <translation>The host closed this seat: a computer plays it now.</translation>
    </message>
    <message>
        <source>This seat is being played in another window or on another computer.</source>
        <translation>This seat is being played in another window or on another computer.</translation>
    </message>
    <message>
        <source>The host&apos;s program speaks another version of the network game: update one of the programs.</source>
        <translation>The host&apos;s program speaks another version of the network game: update one of the programs.</translation>
    </message>
    <message>
        <source>The host sent something the network game does not allow at that moment: the connection was closed.</source>
        <translation>The host sent something the network game does not allow at that moment: the connection was closed.</translation>
    </message>
    <message>
        <source>The host sent a message this program cannot read: the connection was closed.</source>
        <translation>The host sent a message this program cannot read: the connection was closed.</translation>
    </message>
    <message>
        <source>The host sent a message larger than allowed: the connection was closed.</source>
        <translation>The host sent a message larger than allowed: the connection was closed.</translation>
    </message>
    <message>
        <source>Too many messages in too short a time: the connection was closed.</source>
        <translation>Too many messages in too short a time: the connection was closed.</translation>
    </message>
    <message>
        <source>The host did not answer in time.</source>
        <translation>The host did not answer in time.</translation>
    </message>
    <message>
        <source>The host did not let you in.</source>
        <translation>The host did not let you in.</translation>
    </message>
    <message>
        <source>Too many players are waiting to join this host: try again later.</source>
        <translation>Too many players are waiting to join this host: try again later.</translation>
    </message>
    <message>
        <source>The host tried to use a second deck for one deal: you left the table to keep the game fair.</source>
        <translation>The host tried to use a second deck for one deal: you left the table to keep the game fair.</translation>
    </message>
    <message>
        <source>Nobody answers at the invitation&apos;s address: check that the host is running and reachable.</source>
        <translation>Nobody answers at the invitation&apos;s address: check that the host is running and reachable.</translation>
    </message>
    <message>
        <source>What answers at the invitation&apos;s address is not a gin rummy table.</source>
        <translation>What answers at the invitation&apos;s address is not a gin rummy table.</translation>
    </message>
    <message>
        <source>What answers at the invitation&apos;s address does not speak the network game&apos;s secure connection.</source>
        <translation>What answers at the invitation&apos;s address does not speak the network game&apos;s secure connection.</translation>
    </message>
    <message>
        <source>The secure connection to the host could not be set up.</source>
        <translation>The secure connection to the host could not be set up.</translation>
    </message>
    <message>
        <source>The host is too busy to take the connection: try again later.</source>
        <translation>The host is too busy to take the connection: try again later.</translation>
    </message>
    <message>
        <source>The connection to the host was cut.</source>
        <translation>The connection to the host was cut.</translation>
    </message>
    <message>
        <source>The host closed the connection.</source>
        <translation>The host closed the connection.</translation>
    </message>
    <message>
        <source>The connection to the table ended (%1).</source>
        <translation>The connection to the table ended (%1).</translation>
    </message>
    <message>
        <source>A computer player takes %1&apos;s seat.</source>
        <translation>A computer player takes %1&apos;s seat.</translation>
    </message>
    <message>
        <source>The connection to the host did not come back within the time the host keeps a seat.</source>
        <translation>The connection to the host did not come back within the time the host keeps a seat.</translation>
    </message>
    <message>
        <source>The host kept the match to continue it later and closed the table for now.</source>
        <translation>The host kept the match to continue it later and closed the table for now.</translation>
    </message>
    <message>
        <source>Not connected to the table: the move was not sent. Make it again once you are back at the table.</source>
        <translation>Not connected to the table: the move was not sent. Make it again once you are back at the table.</translation>
    </message>
    <message>
        <source>Waiting for %1 to open the table again…</source>
        <translation>Waiting for %1 to open the table again…</translation>
    </message>
    <message>
        <source>%1 saved the match to continue it later. Your seat is kept: this window goes back to the table by itself when %1 opens the table again.</source>
        <translation>%1 saved the match to continue it later. Your seat is kept: this window goes back to the table by itself when %1 opens the table again.</translation>
    </message>
    <message>
        <source>The table has ended for this seat: the move was not sent.</source>
        <translation>The table has ended for this seat: the move was not sent.</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Connecting to the table…</translation>
    </message>
    <message>
        <source>Waiting for %1 to open the table again… If %1 ended the match, Leave the table gives your seat up.</source>
        <translation>Waiting for %1 to open the table again… If %1 ended the match, Leave the table gives your seat up.</translation>
    </message>
    <message>
        <source>The host no longer keeps your seat: a computer took it after you were away too long, or the table was opened anew.</source>
        <translation>The host no longer keeps your seat: a computer took it after you were away too long, or the table was opened anew.</translation>
    </message>
    <message>
        <source>Your seat is kept: Game › Rejoin the table takes it back once the table is open.</source>
        <translation>Your seat is kept: Game › Rejoin the table takes it back once the table is open.</translation>
    </message>
</context>
<context>
    <name>HandLogModel</name>
    <message>
        <source>Hand %1, deal number %2</source>
        <translation>Hand %1, deal number %2</translation>
    </message>
    <message>
        <source>Dealer: %1. Upcard: %2.</source>
        <translation>Dealer: %1. Upcard: %2.</translation>
    </message>
    <message>
        <source>You took the upcard %1.</source>
        <translation>You took the upcard %1.</translation>
    </message>
    <message>
        <source>%1 took the upcard %2.</source>
        <translation>%1 took the upcard %2.</translation>
    </message>
    <message>
        <source>You passed the upcard %1.</source>
        <translation>You passed the upcard %1.</translation>
    </message>
    <message>
        <source>%1 passed the upcard %2.</source>
        <translation>%1 passed the upcard %2.</translation>
    </message>
    <message>
        <source>You drew %1 from the stock.</source>
        <translation>You drew %1 from the stock.</translation>
    </message>
    <message>
        <source>You drew from the stock.</source>
        <translation>You drew from the stock.</translation>
    </message>
    <message>
        <source>%1 drew from the stock.</source>
        <translation>%1 drew from the stock.</translation>
    </message>
    <message>
        <source>You took %1 from the discard pile.</source>
        <translation>You took %1 from the discard pile.</translation>
    </message>
    <message>
        <source>%1 took %2 from the discard pile.</source>
        <translation>%1 took %2 from the discard pile.</translation>
    </message>
    <message>
        <source>You discarded %1.</source>
        <translation>You discarded %1.</translation>
    </message>
    <message>
        <source>%1 discarded %2.</source>
        <translation>%1 discarded %2.</translation>
    </message>
    <message>
        <source>You went gin: %1.</source>
        <translation>You went gin: %1.</translation>
    </message>
    <message>
        <source>%1 went gin: %2.</source>
        <translation>%1 went gin: %2.</translation>
    </message>
    <message>
        <source>You declared big gin: %1.</source>
        <translation>You declared big gin: %1.</translation>
    </message>
    <message>
        <source>%1 declared big gin: %2.</source>
        <translation>%1 declared big gin: %2.</translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>laid off nothing</comment>
        <translation>nothing</translation>
    </message>
    <message>
        <source>no melds</source>
        <translation>no melds</translation>
    </message>
    <message>
        <source>You laid out %1 and laid off %2.</source>
        <translation>You laid out %1 and laid off %2.</translation>
    </message>
    <message>
        <source>%1 laid out %2 and laid off %3.</source>
        <translation>%1 laid out %2 and laid off %3.</translation>
    </message>
    <message>
        <source>The hand is drawn: only two cards were left in the stock.</source>
        <translation>The hand is drawn: only two cards were left in the stock.</translation>
    </message>
    <message>
        <source>The knock discard was %1.</source>
        <translation>The knock discard was %1.</translation>
    </message>
    <message numerus="yes">
        <source>Hand won by %1 (%2): %n point(s).</source>
        <translation>
            <numerusform>Hand won by %1 (%2): %n point.</numerusform>
            <numerusform>Hand won by %1 (%2): %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: melds %2; deadwood %3.</source>
        <translation>%1: melds %2; deadwood %3.</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no deadwood</comment>
        <translation>none</translation>
    </message>
    <message>
        <source>You knocked, discarding %1 face down, and laid out %2.</source>
        <translation>You knocked, discarding %1 face down, and laid out %2.</translation>
    </message>
    <message>
        <source>%1 knocked, discarding face down, and laid out %2.</source>
        <translation>%1 knocked, discarding face down, and laid out %2.</translation>
    </message>
    <message>
        <source>%1: no melds; deadwood %2.</source>
        <translation>%1: no melds; deadwood %2.</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>You knocked without a meld, discarding %1 face down.</source>
        <translation>You knocked without a meld, discarding %1 face down.</translation>
    </message>
    <message>
        <source>%1 knocked without a meld, discarding face down.</source>
        <translation>%1 knocked without a meld, discarding face down.</translation>
    </message>
</context>
<context>
    <name>HandLogView</name>
    <message>
        <source>Hand %1 (current)</source>
        <translation>Hand %1 (current)</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>Hand log</source>
        <translation>Hand log</translation>
    </message>
    <message>
        <source>H&amp;and:</source>
        <translation>H&amp;and:</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategy</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>This help page is not available.</source>
        <translation>This help page is not available.</translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message>
        <source>Hint: go gin, discarding the %1.</source>
        <translation>Hint: go gin, discarding the %1.</translation>
    </message>
    <message>
        <source>Hint: knock, discarding the %1: your deadwood %2 is likely lower than your opponent&apos;s.</source>
        <translation>Hint: knock, discarding the %1: your deadwood %2 is likely lower than your opponent&apos;s.</translation>
    </message>
    <message>
        <source>Hint: knock, discarding the %1: your deadwood would be %2.</source>
        <translation>Hint: knock, discarding the %1: your deadwood would be %2.</translation>
    </message>
    <message>
        <source>Hint: discard the %1, your costliest unmatched card.</source>
        <translation>Hint: discard the %1, your costliest unmatched card.</translation>
    </message>
    <message>
        <source>Hint: discard the %1, not the %2: %3 took the %4 from the discard pile and could use the %2.</source>
        <translation>Hint: discard the %1, not the %2: %3 took the %4 from the discard pile and could use the %2.</translation>
    </message>
    <message>
        <source>Hint: discard the %1: %2 different draws would improve what you keep, %3 if you discard the %4.</source>
        <translation>Hint: discard the %1: %2 different draws would improve what you keep, %3 if you discard the %4.</translation>
    </message>
    <message>
        <source>Hint: nothing you could lay off lowers your deadwood, %1.</source>
        <translation>Hint: nothing you could lay off lowers your deadwood, %1.</translation>
    </message>
    <message>
        <source>Hint: draw from the stock: it is the only choice now.</source>
        <translation>Hint: draw from the stock: it is the only choice now.</translation>
    </message>
    <message>
        <source>Hint: take the %1 from the discard pile: with it you can go gin.</source>
        <translation>Hint: take the %1 from the discard pile: with it you can go gin.</translation>
    </message>
    <message>
        <source>Hint: take the upcard %1: with it you can go gin.</source>
        <translation>Hint: take the upcard %1: with it you can go gin.</translation>
    </message>
    <message>
        <source>Hint: take the %1 from the discard pile: it makes a meld with your %2.</source>
        <translation>Hint: take the %1 from the discard pile: it makes a meld with your %2.</translation>
    </message>
    <message>
        <source>Hint: take the upcard %1: it makes a meld with your %2.</source>
        <translation>Hint: take the upcard %1: it makes a meld with your %2.</translation>
    </message>
    <message>
        <source>Hint: take the %1 from the discard pile: it lowers your deadwood from %2 to %3.</source>
        <translation>Hint: take the %1 from the discard pile: it lowers your deadwood from %2 to %3.</translation>
    </message>
    <message>
        <source>Hint: take the upcard %1: it lowers your deadwood from %2 to %3.</source>
        <translation>Hint: take the upcard %1: it lowers your deadwood from %2 to %3.</translation>
    </message>
    <message>
        <source>Hint: pass: the %1 would not lower your deadwood.</source>
        <translation>Hint: pass: the %1 would not lower your deadwood.</translation>
    </message>
    <message>
        <source>Hint: draw from the stock: the %1 would not lower your deadwood.</source>
        <translation>Hint: draw from the stock: the %1 would not lower your deadwood.</translation>
    </message>
    <message>
        <source>Hint: declare big gin: all eleven cards are in melds.</source>
        <translation>Hint: declare big gin: all eleven cards are in melds.</translation>
    </message>
    <message>
        <source>Hint: discard the %1: it keeps the %2 pair.</source>
        <translation>Hint: discard the %1: it keeps the %2 pair.</translation>
    </message>
    <message>
        <source>Hint: discard the %1: it leaves the least deadwood, %2.</source>
        <translation>Hint: discard the %1: it leaves the least deadwood, %2.</translation>
    </message>
    <message>
        <source>Hint: lay off the %1: your deadwood falls from %2 to %3.</source>
        <translation>Hint: lay off the %1: your deadwood falls from %2 to %3.</translation>
    </message>
    <message>
        <source>Hint: your lay-offs are in place: confirm them, and your deadwood falls from %1 to %2.</source>
        <translation>Hint: your lay-offs are in place: confirm them, and your deadwood falls from %1 to %2.</translation>
    </message>
    <message>
        <source>Hint: lay off the %1 as well: your deadwood falls from %2 to %3.</source>
        <translation>Hint: lay off the %1 as well: your deadwood falls from %2 to %3.</translation>
    </message>
    <message>
        <source>Hint: discard the %1: it is safe: every meld with it needs a card from your hand or the discard pile.</source>
        <translation>Hint: discard the %1: it is safe: every meld with it needs a card from your hand or the discard pile.</translation>
    </message>
    <message>
        <source>Hint: discard the %1 and play on: a knock discarding the %2, with deadwood %3, would likely be undercut.</source>
        <translation>Hint: discard the %1 and play on: a knock discarding the %2, with deadwood %3, would likely be undercut.</translation>
    </message>
    <message>
        <source>Hint: discard the %1 and play on, though you could go gin now, discarding the %2.</source>
        <translation>Hint: discard the %1 and play on, though you could go gin now, discarding the %2.</translation>
    </message>
    <message>
        <source>Hint: discard the %1 and play on: you could knock discarding the %2, with deadwood %3, but waiting is better.</source>
        <translation>Hint: discard the %1 and play on: you could knock discarding the %2, with deadwood %3, but waiting is better.</translation>
    </message>
    <message>
        <source>Hint: discard the %1 and play on: a knock with it, deadwood %2, would likely be undercut.</source>
        <translation>Hint: discard the %1 and play on: a knock with it, deadwood %2, would likely be undercut.</translation>
    </message>
    <message>
        <source>Hint: discard the %1 and play on: a knock with it, deadwood %2, is worth less than waiting.</source>
        <translation>Hint: discard the %1 and play on: a knock with it, deadwood %2, is worth less than waiting.</translation>
    </message>
    <message>
        <source>Hint: discard the %1 and play on, though you could go gin with it now.</source>
        <translation>Hint: discard the %1 and play on, though you could go gin with it now.</translation>
    </message>
    <message>
        <source>Hint: take the %1 from the discard pile: played out many times, it beats an unknown card.</source>
        <translation>Hint: take the %1 from the discard pile: played out many times, it beats an unknown card.</translation>
    </message>
    <message>
        <source>Hint: take the upcard %1: played out many times, it beats an unknown card.</source>
        <translation>Hint: take the upcard %1: played out many times, it beats an unknown card.</translation>
    </message>
    <message>
        <source>Hint: pass: played out many times, the hand goes better without the %1.</source>
        <translation>Hint: pass: played out many times, the hand goes better without the %1.</translation>
    </message>
    <message>
        <source>Hint: draw from the stock: played out many times, an unknown card beats the %1.</source>
        <translation>Hint: draw from the stock: played out many times, an unknown card beats the %1.</translation>
    </message>
    <message>
        <source>Hint: discard the %1: played out many times, the hand goes best this way.</source>
        <translation>Hint: discard the %1: played out many times, the hand goes best this way.</translation>
    </message>
    <message>
        <source>Hint: discard the %1: it is safe, though it leaves %2 deadwood, not %3.</source>
        <translation>Hint: discard the %1: it is safe, though it leaves %2 deadwood, not %3.</translation>
    </message>
    <message>
        <source>Hint: discard the %1: it keeps %2 towards a run.</source>
        <translation>Hint: discard the %1: it keeps %2 towards a run.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Write your name: your friends see it at the table.</source>
        <translation>Write your name: your friends see it at the table.</translation>
    </message>
    <message>
        <source>Choose at least one seat for a friend.</source>
        <translation>Choose at least one seat for a friend.</translation>
    </message>
    <message>
        <source>Write the address your friends reach this computer at.</source>
        <translation>Write the address your friends reach this computer at.</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Host a network game</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Your &amp;name:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>Standard gin rummy</source>
        <translation>Standard gin rummy</translation>
    </message>
    <message>
        <source>Oklahoma gin</source>
        <translation>Oklahoma gin</translation>
    </message>
    <message>
        <source>Hollywood scoring</source>
        <translation>Hollywood scoring</translation>
    </message>
    <message>
        <source>Poker gin rummy</source>
        <translation>Poker gin rummy</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Players:</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Seat %1:</translation>
    </message>
    <message>
        <source>A friend (gets an invitation)</source>
        <translation>A friend (gets an invitation)</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>&amp;Wait for a dropped line:</source>
        <translation>&amp;Wait for a dropped line:</translation>
    </message>
    <message>
        <source>&amp;After that:</source>
        <translation>&amp;After that:</translation>
    </message>
    <message>
        <source>A computer player takes the seat</source>
        <translation>A computer player takes the seat</translation>
    </message>
    <message>
        <source>The table waits for the friend</source>
        <translation>The table waits for the friend</translation>
    </message>
    <message>
        <source>&amp;Address in the invitations:</source>
        <translation>&amp;Address in the invitations:</translation>
    </message>
    <message>
        <source>Each friend&apos;s seat gets an invitation, a link to send them. The match starts when every friend has joined. Friends on this local network can also find the table and ask to join.</source>
        <translation>Each friend&apos;s seat gets an invitation, a link to send them. The match starts when every friend has joined. Friends on this local network can also find the table and ask to join.</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Host</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InvitationsDialog</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copy</translation>
    </message>
    <message>
        <source>The invitation was copied: send it to your friend.</source>
        <translation>The invitation was copied: send it to your friend.</translation>
    </message>
    <message>
        <source>Every friend is at the table.</source>
        <translation>Every friend is at the table.</translation>
    </message>
    <message>
        <source>Invitations</source>
        <translation>Invitations</translation>
    </message>
    <message>
        <source>Send each friend the invitation of their seat (by chat or e-mail). Whoever has the link can take the seat, so send it only to them.</source>
        <translation>Send each friend the invitation of their seat (by chat or e-mail). Whoever has the link can take the seat, so send it only to them.</translation>
    </message>
    <message>
        <source>Table &amp;log:</source>
        <translation>Table &amp;log:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Let a computer &amp;play</source>
        <translation>Let a computer &amp;play</translation>
    </message>
    <message>
        <source>Every seat is played: a computer plays in place of %1.</source>
        <translation>Every seat is played: a computer plays in place of %1.</translation>
    </message>
    <message>
        <source>Every seat is played: computers play in place of %1.</source>
        <translation>Every seat is played: computers play in place of %1.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Standard gin rummy</source>
        <translation>Standard gin rummy</translation>
    </message>
    <message>
        <source>Oklahoma gin</source>
        <translation>Oklahoma gin</translation>
    </message>
    <message>
        <source>Hollywood scoring</source>
        <translation>Hollywood scoring</translation>
    </message>
    <message>
        <source>Poker gin rummy</source>
        <translation>Poker gin rummy</translation>
    </message>
    <message>
        <source>20-point gin</source>
        <translation>20-point gin</translation>
    </message>
    <message>
        <source>Tournament gin (EAAI)</source>
        <translation>Tournament gin (EAAI)</translation>
    </message>
    <message>
        <source>Own rules</source>
        <translation>Own rules</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 players · free seats: %4 · %5</source>
        <translation>%1 · %2 · %3 players · free seats: %4 · %5</translation>
    </message>
    <message>
        <source>Asking %1 to let you in…</source>
        <translation>Asking %1 to let you in…</translation>
    </message>
    <message>
        <source>%1 did not let you in.</source>
        <translation>%1 did not let you in.</translation>
    </message>
    <message>
        <source>%1 has too many asking at once: try again in a moment.</source>
        <translation>%1 has too many asking at once: try again in a moment.</translation>
    </message>
    <message>
        <source>The table could not be reached (%1).</source>
        <translation>The table could not be reached (%1).</translation>
    </message>
    <message>
        <source>This is not an invitation: an invitation starts with ginrummy://</source>
        <translation>This is not an invitation: an invitation starts with ginrummy://</translation>
    </message>
    <message>
        <source>The invitation does not say which computer the table is on. Copy the whole link again.</source>
        <translation>The invitation does not say which computer the table is on. Copy the whole link again.</translation>
    </message>
    <message>
        <source>The invitation&apos;s port is missing or wrong. Copy the whole link again.</source>
        <translation>The invitation&apos;s port is missing or wrong. Copy the whole link again.</translation>
    </message>
    <message>
        <source>The invitation&apos;s seat is missing or damaged. Copy the whole link again.</source>
        <translation>The invitation&apos;s seat is missing or damaged. Copy the whole link again.</translation>
    </message>
    <message>
        <source>The invitation&apos;s secret is missing or cut short. Copy the whole link again.</source>
        <translation>The invitation&apos;s secret is missing or cut short. Copy the whole link again.</translation>
    </message>
    <message>
        <source>Something follows the invitation. Copy exactly the link, nothing after it.</source>
        <translation>Something follows the invitation. Copy exactly the link, nothing after it.</translation>
    </message>
    <message>
        <source>Paste the invitation your friend sent you.</source>
        <translation>Paste the invitation your friend sent you.</translation>
    </message>
    <message>
        <source>An invitation to a table at %1, port %2.</source>
        <translation>An invitation to a table at %1, port %2.</translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>Join a network game</translation>
    </message>
    <message>
        <source>Paste the invitation a friend sent you, or ask to join a table on this local network.</source>
        <translation>Paste the invitation a friend sent you, or ask to join a table on this local network.</translation>
    </message>
    <message>
        <source>&amp;Invitation:</source>
        <translation>&amp;Invitation:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Your &amp;name:</translation>
    </message>
    <message>
        <source>&amp;Tables on this network:</source>
        <translation>&amp;Tables on this network:</translation>
    </message>
    <message>
        <source>&amp;Search again</source>
        <translation>&amp;Search again</translation>
    </message>
    <message>
        <source>&amp;Ask to join</source>
        <translation>&amp;Ask to join</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Join</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>This is your hand of ten cards. The aim: put your cards into melds and keep the rest, your deadwood, low. %1 deals, so you play first.</source>
        <translation>This is your hand of ten cards. The aim: put your cards into melds and keep the rest, your deadwood, low. %1 deals, so you play first.</translation>
    </message>
    <message>
        <source>Melds. A set is three or four cards of one rank, like your three sevens. A run is three or more cards in a row in one suit, like %1 %2 %3.</source>
        <translation>Melds. A set is three or four cards of one rank, like your three sevens. A run is three or more cards in a row in one suit, like %1 %2 %3.</translation>
    </message>
    <message>
        <source>Cards in no meld are deadwood: aces count 1, number cards their value, pictures 10. Yours: %1, together %2. The line above your hand counts it for you.</source>
        <translation>Cards in no meld are deadwood: aces count 1, number cards their value, pictures 10. Yours: %1, together %2. The line above your hand counts it for you.</translation>
    </message>
    <message>
        <source>You drew the %1: %2 %3 %1 is a run. The ace is low: it goes below the 2, never above the king.</source>
        <translation>You drew the %1: %2 %3 %1 is a run. The ace is low: it goes below the 2, never above the king.</translation>
    </message>
    <message>
        <source>%1 laid out melds and laid off the %2 on your hearts and the %3 on your clubs: whoever did not knock may add cards to the knocker&apos;s melds, and those stop counting as deadwood.</source>
        <translation>%1 laid out melds and laid off the %2 on your hearts and the %3 on your clubs: whoever did not knock may add cards to the knocker&apos;s melds, and those stop counting as deadwood.</translation>
    </message>
    <message>
        <source>You score the difference: %1&apos;s %2 in deadwood minus your %3 is %4 points. Had %1 ended with %3 or less, that would be an undercut: %1 would score the difference and %5 more. Knocking with no deadwood at all is gin: %6 more, and nothing may be laid off.</source>
        <translation>You score the difference: %1&apos;s %2 in deadwood minus your %3 is %4 points. Had %1 ended with %3 or less, that would be an undercut: %1 would score the difference and %5 more. Knocking with no deadwood at all is gin: %6 more, and nothing may be laid off.</translation>
    </message>
    <message>
        <source>Read the note on the table first, then press Next.</source>
        <translation>Read the note on the table first, then press Next.</translation>
    </message>
    <message>
        <source>Take the %1 this time: it makes a set of sevens with your %2 and %3.</source>
        <translation>Take the %1 this time: it makes a set of sevens with your %2 and %3.</translation>
    </message>
    <message>
        <source>Discard the %1 now: it is your costliest deadwood.</source>
        <translation>Discard the %1 now: it is your costliest deadwood.</translation>
    </message>
    <message>
        <source>The %1 fits none of your melds: draw from the stock this time.</source>
        <translation>The %1 fits none of your melds: draw from the stock this time.</translation>
    </message>
    <message>
        <source>Knock now: drag the %1 onto the knock spot. It leaves %2 in deadwood; the %3 would leave %4.</source>
        <translation>Knock now: drag the %1 onto the knock spot. It leaves %2 in deadwood; the %3 would leave %4.</translation>
    </message>
    <message>
        <source>Learn to play · step %1 of %2</source>
        <translation>Learn to play · step %1 of %2</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Finish</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <source>Leave lesson</source>
        <translation>Leave lesson</translation>
    </message>
    <message>
        <source>Back to the table as it was (Esc)</source>
        <translation>Back to the table as it was (Esc)</translation>
    </message>
    <message>
        <source>The upcard, the %1. You may take it first: with your %2 and %3 it makes a set. Drag it into your hand, or press Take (T).</source>
        <translation>The upcard, the %1. You may take it first: with your %2 and %3 it makes a set. Drag it into your hand, or press Take (T).</translation>
    </message>
    <message>
        <source>After taking a card you discard one. Throw away your costliest deadwood, the %1: drag it onto the discard pile, or double-click it (keys: the arrows to it, Space, Up, Space).</source>
        <translation>After taking a card you discard one. Throw away your costliest deadwood, the %1: drag it onto the discard pile, or double-click it (keys: the arrows to it, Space, Up, Space).</translation>
    </message>
    <message>
        <source>%1 drew from the stock and discarded the %2. Your turn: draw the top card of the stock or of the discard pile. The %2 fits none of your melds: drag a card from the stock into your hand (or press S).</source>
        <translation>%1 drew from the stock and discarded the %2. Your turn: draw the top card of the stock or of the discard pile. The %2 fits none of your melds: drag a card from the stock into your hand (or press S).</translation>
    </message>
    <message>
        <source>Only the %1 and the %2 are left out. Knock: drag the %2 onto the knock spot (or press K). It is discarded face down (it turns up when the hand is scored), and you keep %3 in deadwood: 10 or less may knock.</source>
        <translation>Only the %1 and the %2 are left out. Knock: drag the %2 onto the knock spot (or press K). It is discarded face down (it turns up when the hand is scored), and you keep %3 in deadwood: 10 or less may knock.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Print score sheet…</source>
        <translation>&amp;Print score sheet…</translation>
    </message>
    <message>
        <source>&amp;Export score sheet as PDF…</source>
        <translation>&amp;Export score sheet as PDF…</translation>
    </message>
    <message>
        <source>Print a &amp;blank score sheet…</source>
        <translation>Print a &amp;blank score sheet…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>&amp;Replay this deal</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animation speed</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <source>&amp;Strategy</source>
        <translation>&amp;Strategy</translation>
    </message>
    <message>
        <source>&amp;About Gin Rummy</source>
        <translation>&amp;About Gin Rummy</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Take</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Draw from stock</source>
        <translation>Draw from stock</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>Take discard</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Knock</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Big gin</translation>
    </message>
    <message>
        <source>Confirm lay-offs</source>
        <translation>Confirm lay-offs</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>By rank</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>By suit</translation>
    </message>
    <message>
        <source>Melds first</source>
        <translation>Melds first</translation>
    </message>
    <message>
        <source>Sort your hand by rank</source>
        <translation>Sort your hand by rank</translation>
    </message>
    <message>
        <source>Sort your hand by suit</source>
        <translation>Sort your hand by suit</translation>
    </message>
    <message>
        <source>Group your melds, deadwood last</source>
        <translation>Group your melds, deadwood last</translation>
    </message>
    <message>
        <source>Next arrangement</source>
        <translation>Next arrangement</translation>
    </message>
    <message>
        <source>Cancel knock</source>
        <translation>Cancel knock</translation>
    </message>
    <message>
        <source>S&amp;ort hand</source>
        <translation>S&amp;ort hand</translation>
    </message>
    <message>
        <source>How your hand is sorted</source>
        <translation>How your hand is sorted</translation>
    </message>
    <message>
        <source>Own order</source>
        <translation>Own order</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Four-colour deck</translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, for telling the suits apart at a glance</source>
        <translation>Clubs green and diamonds blue, for telling the suits apart at a glance</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>Card &amp;back</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Offer &amp;hints</source>
        <translation>Offer &amp;hints</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Keys</translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation>Card si&amp;ze</translation>
    </message>
    <message>
        <source>&amp;Table colour</source>
        <translation>&amp;Table colour</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Large</translation>
    </message>
    <message>
        <source>Extra large</source>
        <translation>Extra large</translation>
    </message>
    <message>
        <source>Blue cloth</source>
        <translation>Blue cloth</translation>
    </message>
    <message>
        <source>Red cloth</source>
        <translation>Red cloth</translation>
    </message>
    <message>
        <source>Grey cloth</source>
        <translation>Grey cloth</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>Re&amp;view…</translation>
    </message>
    <message>
        <source>The coach: every decision of the finished hands judged, with luck</source>
        <translation>The coach: every decision of the finished hands judged, with luck</translation>
    </message>
    <message>
        <source>Green cloth</source>
        <translation>Green cloth</translation>
    </message>
    <message>
        <source>Allow &amp;undo</source>
        <translation>Allow &amp;undo</translation>
    </message>
    <message>
        <source>Offer Undo; games with a move taken back are kept out of the winning streaks</source>
        <translation>Offer Undo; games with a move taken back are kept out of the winning streaks</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Take back your last move (the computer&apos;s reply too)</source>
        <translation>Take back your last move (the computer&apos;s reply too)</translation>
    </message>
    <message>
        <source>Sound &amp;volume</source>
        <translation>Sound &amp;volume</translation>
    </message>
    <message>
        <source>Hand log</source>
        <translation>Hand log</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Sound</translation>
    </message>
    <message>
        <source>Look through the discard &amp;pile</source>
        <translation>Look through the discard &amp;pile</translation>
    </message>
    <message>
        <source>Every card of the discard pile, newest first (when the rules let players look)</source>
        <translation>Every card of the discard pile, newest first (when the rules let players look)</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Learn to play</translation>
    </message>
    <message>
        <source>A guided first hand: each step explained on the table (leave at any time with Esc)</source>
        <translation>A guided first hand: each step explained on the table (leave at any time with Esc)</translation>
    </message>
    <message>
        <source>The score sheet was saved as %1.</source>
        <translation>The score sheet was saved as %1.</translation>
    </message>
    <message>
        <source>&amp;Host a network game…</source>
        <translation>&amp;Host a network game…</translation>
    </message>
    <message>
        <source>Open a table for friends on other computers: each gets an invitation</source>
        <translation>Open a table for friends on other computers: each gets an invitation</translation>
    </message>
    <message>
        <source>&amp;Join a network game…</source>
        <translation>&amp;Join a network game…</translation>
    </message>
    <message>
        <source>Take a seat at a friend&apos;s table with their invitation, or find one on this network</source>
        <translation>Take a seat at a friend&apos;s table with their invitation, or find one on this network</translation>
    </message>
    <message>
        <source>&amp;Invitations…</source>
        <translation>&amp;Invitations…</translation>
    </message>
    <message>
        <source>The invitations of the table you host, who has joined, and the table&apos;s log</source>
        <translation>The invitations of the table you host, who has joined, and the table&apos;s log</translation>
    </message>
    <message>
        <source>Sa&amp;y</source>
        <translation>Sa&amp;y</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Host a network game</translation>
    </message>
    <message>
        <source>The table could not be opened: %1</source>
        <translation>The table could not be opened: %1</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>You: %1</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Network game</translation>
    </message>
    <message>
        <source>You have a seat at %1&apos;s network table. Take it back?</source>
        <translation>You have a seat at %1&apos;s network table. Take it back?</translation>
    </message>
    <message>
        <source>Rejoin the table</source>
        <translation>Rejoin the table</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Not now</translation>
    </message>
    <message>
        <source>Connection lost, reconnecting…</source>
        <translation>Connection lost, reconnecting…</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Connecting to the table…</translation>
    </message>
    <message>
        <source>No hand to review yet: a deal can be reviewed once its number has come from the host and has been verified here.</source>
        <translation>No hand to review yet: a deal can be reviewed once its number has come from the host and has been verified here.</translation>
    </message>
    <message>
        <source>&amp;Continue later</source>
        <translation>&amp;Continue later</translation>
    </message>
    <message>
        <source>Keep the network match to continue it later with the same friends, and close the table</source>
        <translation>Keep the network match to continue it later with the same friends, and close the table</translation>
    </message>
    <message>
        <source>Give up the seat</source>
        <translation>Give up the seat</translation>
    </message>
    <message>
        <source>Host it again</source>
        <translation>Host it again</translation>
    </message>
    <message>
        <source>New table</source>
        <translation>New table</translation>
    </message>
    <message>
        <source>Your network match with %1 is saved to continue later. Open its table again, or a new table (the saved match is then given up)?</source>
        <translation>Your network match with %1 is saved to continue later. Open its table again, or a new table (the saved match is then given up)?</translation>
    </message>
    <message>
        <source>The table could not be opened again: %1

The match stays saved; try again with Game › Host a network game.</source>
        <translation>The table could not be opened again: %1

The match stays saved; try again with Game › Host a network game.</translation>
    </message>
    <message>
        <source>The match with %1 is saved. To go on with it, start the game again or choose Game › Host a network game; your friends&apos; games go back to the table by themselves.</source>
        <translation>The match with %1 is saved. To go on with it, start the game again or choose Game › Host a network game; your friends&apos; games go back to the table by themselves.</translation>
    </message>
    <message>
        <source>Continue later</source>
        <translation>Continue later</translation>
    </message>
    <message>
        <source>%1 · hand %2 · deal number %3</source>
        <translation>%1 · hand %2 · deal number %3</translation>
    </message>
    <message>
        <source>%1 · hand %2</source>
        <translation>%1 · hand %2</translation>
    </message>
    <message>
        <source>The coach reviews games of two players only: its trial plays of the hand are not made for a table of more.</source>
        <translation>The coach reviews games of two players only: its trial plays of the hand are not made for a table of more.</translation>
    </message>
    <message>
        <source>Your game from before is kept: Game › New game offers to continue it.</source>
        <translation>Your game from before is kept: Game › New game offers to continue it.</translation>
    </message>
    <message>
        <source>Connecting to the table… Your game here is kept for later.</source>
        <translation>Connecting to the table… Your game here is kept for later.</translation>
    </message>
    <message>
        <source>Your game goes on: %1.</source>
        <translation>Your game goes on: %1.</translation>
    </message>
    <message>
        <source>Your game from before</source>
        <translation>Your game from before</translation>
    </message>
    <message>
        <source>Before the network game you were playing %1. Continue that game, or start a new one (that game is then lost)?</source>
        <translation>Before the network game you were playing %1. Continue that game, or start a new one (that game is then lost)?</translation>
    </message>
    <message>
        <source>&amp;Continue that game</source>
        <translation>&amp;Continue that game</translation>
    </message>
    <message>
        <source>&amp;Start a new game</source>
        <translation>&amp;Start a new game</translation>
    </message>
    <message>
        <source>Before the network game you were playing %1. Continue that game, or host a new table (that game is then lost)?</source>
        <translation>Before the network game you were playing %1. Continue that game, or host a new table (that game is then lost)?</translation>
    </message>
    <message>
        <source>&amp;Host a new table</source>
        <translation>&amp;Host a new table</translation>
    </message>
    <message>
        <source>Sco&amp;re sheet</source>
        <translation>Sco&amp;re sheet</translation>
    </message>
    <message>
        <source>Hand lo&amp;g</source>
        <translation>Hand lo&amp;g</translation>
    </message>
    <message>
        <source>The score sheet was printed to the file %1.</source>
        <translation>The score sheet was printed to the file %1.</translation>
    </message>
    <message>
        <source>The score sheet was sent to the printer %1.</source>
        <translation>The score sheet was sent to the printer %1.</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Leave the table</translation>
    </message>
    <message>
        <source>Give up your seat at the network table you joined: its match goes on without you</source>
        <translation>Give up your seat at the network table you joined: its match goes on without you</translation>
    </message>
    <message>
        <source>You left the network table.</source>
        <translation>You left the network table.</translation>
    </message>
    <message>
        <source>You left %1&apos;s table.</source>
        <translation>You left %1&apos;s table.</translation>
    </message>
    <message>
        <source>&amp;Where we stand</source>
        <translation>&amp;Where we stand</translation>
    </message>
    <message>
        <source>Says again the last message, your deadwood and the score (for a screen reader)</source>
        <translation>Says again the last message, your deadwood and the score (for a screen reader)</translation>
    </message>
    <message>
        <source>%1 shown beside the table; Tab goes there.</source>
        <translation>%1 shown beside the table; Tab goes there.</translation>
    </message>
    <message>
        <source>%1 hidden.</source>
        <translation>%1 hidden.</translation>
    </message>
    <message>
        <source>Take back your kept seat at a network table (after the game was closed, or the host will continue later)</source>
        <translation>Take back your kept seat at a network table (after the game was closed, or the host will continue later)</translation>
    </message>
    <message>
        <source>No seat at a network table is kept here.</source>
        <translation>No seat at a network table is kept here.</translation>
    </message>
    <message>
        <source>Rej&amp;oin the table</source>
        <translation>Rej&amp;oin the table</translation>
    </message>
    <message>
        <source>You are at this table already.</source>
        <translation>You are at this table already.</translation>
    </message>
    <message>
        <source>The kept seat could not be read: its file was put aside.</source>
        <translation>The kept seat could not be read: its file was put aside.</translation>
    </message>
</context>
<context>
    <name>NetworkHost</name>
    <message>
        <source>A connection from %1 was refused: %2.</source>
        <translation>A connection from %1 was refused: %2.</translation>
    </message>
    <message>
        <source>A guest at %1 was turned away from seat %2: %3.</source>
        <translation>A guest at %1 was turned away from seat %2: %3.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A computer player (%1) takes seat %2.</source>
        <translation>A computer player (%1) takes seat %2.</translation>
    </message>
    <message>
        <source>Every friend is at the table: the match starts.</source>
        <translation>Every friend is at the table: the match starts.</translation>
    </message>
    <message>
        <source>The match is over; the table is closed.</source>
        <translation>The match is over; the table is closed.</translation>
    </message>
    <message>
        <source>The table is open on port %1.</source>
        <translation>The table is open on port %1.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Waiting for friends to join: %1 of %2</source>
        <translation>Waiting for friends to join: %1 of %2</translation>
    </message>
    <message>
        <source>Waiting for %1 to reconnect</source>
        <translation>Waiting for %1 to reconnect</translation>
    </message>
    <message>
        <source>Waiting for %1 to reconnect (%2:%3)</source>
        <translation>Waiting for %1 to reconnect (%2:%3)</translation>
    </message>
    <message>
        <source>Seat 1: you</source>
        <translation>Seat 1: you</translation>
    </message>
    <message>
        <source>Seat %1: a computer player (%2)</source>
        <translation>Seat %1: a computer player (%2)</translation>
    </message>
    <message>
        <source>Seat %1: waiting for a friend</source>
        <translation>Seat %1: waiting for a friend</translation>
    </message>
    <message>
        <source>Seat %1: %2, connected</source>
        <translation>Seat %1: %2, connected</translation>
    </message>
    <message>
        <source>Seat %1: %2, not connected</source>
        <translation>Seat %1: %2, not connected</translation>
    </message>
    <message>
        <source>%1 is back at seat %2.</source>
        <translation>%1 is back at seat %2.</translation>
    </message>
    <message>
        <source>%1 came back to seat %2.</source>
        <translation>%1 came back to seat %2.</translation>
    </message>
    <message>
        <source>%1 joined at seat %2.</source>
        <translation>%1 joined at seat %2.</translation>
    </message>
    <message>
        <source>%1 left the table.</source>
        <translation>%1 left the table.</translation>
    </message>
    <message>
        <source>%1&apos;s line dropped (%2).</source>
        <translation>%1&apos;s line dropped (%2).</translation>
    </message>
    <message>
        <source>%1 did not come back within %2 s.</source>
        <translation>%1 did not come back within %2 s.</translation>
    </message>
    <message>
        <source>%1 (%2) asks to join.</source>
        <translation>%1 (%2) asks to join.</translation>
    </message>
    <message>
        <source>No free seat for %1: declined.</source>
        <translation>No free seat for %1: declined.</translation>
    </message>
    <message>
        <source>Someone asks to join</source>
        <translation>Someone asks to join</translation>
    </message>
    <message>
        <source>%1 asks to join your table. Let them in?</source>
        <translation>%1 asks to join your table. Let them in?</translation>
    </message>
    <message>
        <source>%1 was let in to seat %2.</source>
        <translation>%1 was let in to seat %2.</translation>
    </message>
    <message>
        <source>%1 was not let in.</source>
        <translation>%1 was not let in.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>You: %1</translation>
    </message>
    <message>
        <source>the invitation&apos;s secret is wrong</source>
        <translation>the invitation&apos;s secret is wrong</translation>
    </message>
    <message>
        <source>the seat is taken</source>
        <translation>the seat is taken</translation>
    </message>
    <message>
        <source>the seat is closed</source>
        <translation>the seat is closed</translation>
    </message>
    <message>
        <source>another version of the game</source>
        <translation>another version of the game</translation>
    </message>
    <message>
        <source>not a game&apos;s connection</source>
        <translation>not a game&apos;s connection</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>no answer in time</translation>
    </message>
    <message>
        <source>code %1</source>
        <translation>code %1</translation>
    </message>
    <message>
        <source>the connection was cut</source>
        <translation>the connection was cut</translation>
    </message>
    <message>
        <source>it sent what the game does not accept</source>
        <translation>it sent what the game does not accept</translation>
    </message>
    <message>
        <source>the saved table cannot be read (%1)</source>
        <translation>the saved table cannot be read (%1)</translation>
    </message>
    <message>
        <source>the saved match cannot be replayed</source>
        <translation>the saved match cannot be replayed</translation>
    </message>
    <message>
        <source>port %1 is in use by another program (%2), and your friends&apos; invitations point to it.</source>
        <translation>port %1 is in use by another program (%2), and your friends&apos; invitations point to it.</translation>
    </message>
    <message>
        <source>The match is saved to continue later; the table is closed.</source>
        <translation>The match is saved to continue later; the table is closed.</translation>
    </message>
    <message>
        <source>The saved match goes on at hand %1.</source>
        <translation>The saved match goes on at hand %1.</translation>
    </message>
    <message>
        <source>Seat %1: a computer player (%2) in place of %3</source>
        <translation>Seat %1: a computer player (%2) in place of %3</translation>
    </message>
    <message>
        <source>an invitation this table does not have (withdrawn, or its seat given to a computer)</source>
        <translation>an invitation this table does not have (withdrawn, or its seat given to a computer)</translation>
    </message>
    <message>
        <source>%1 did not come back within %2 s; the seat waits for them (or let a computer play it).</source>
        <translation>%1 did not come back within %2 s; the seat waits for them (or let a computer play it).</translation>
    </message>
    <message>
        <source>%1&apos;s line dropped.</source>
        <translation>%1&apos;s line dropped.</translation>
    </message>
    <message>
        <source>the secure handshake failed: an invitation with a wrong secret, or not the game</source>
        <translation>the secure handshake failed: an invitation with a wrong secret, or not the game</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>&amp;Game number:</source>
        <translation>&amp;Game number:</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Preset:</translation>
    </message>
    <message>
        <source>&amp;Knock limit:</source>
        <translation>&amp;Knock limit:</translation>
    </message>
    <message>
        <source>Big gin:</source>
        <translation>Big gin:</translation>
    </message>
    <message>
        <source>Discard pile browsable (home rule):</source>
        <translation>Discard pile browsable (home rule):</translation>
    </message>
    <message>
        <source>Oklahoma (knock limit from the upcard):</source>
        <translation>Oklahoma (knock limit from the upcard):</translation>
    </message>
    <message>
        <source>Oklahoma: an ace upcard requires gin:</source>
        <translation>Oklahoma: an ace upcard requires gin:</translation>
    </message>
    <message>
        <source>Oklahoma: a spade upcard doubles the hand:</source>
        <translation>Oklahoma: a spade upcard doubles the hand:</translation>
    </message>
    <message>
        <source>Hollywood scoring (three games):</source>
        <translation>Hollywood scoring (three games):</translation>
    </message>
    <message>
        <source>Next dealer:</source>
        <translation>Next dealer:</translation>
    </message>
    <message>
        <source>Gin bonus:</source>
        <translation>Gin bonus:</translation>
    </message>
    <message>
        <source>Big gin bonus:</source>
        <translation>Big gin bonus:</translation>
    </message>
    <message>
        <source>Undercut bonus:</source>
        <translation>Undercut bonus:</translation>
    </message>
    <message>
        <source>Poker gin: bonus below the knocker:</source>
        <translation>Poker gin: bonus below the knocker:</translation>
    </message>
    <message>
        <source>Poker gin: gin bonus:</source>
        <translation>Poker gin: gin bonus:</translation>
    </message>
    <message>
        <source>Game target:</source>
        <translation>Game target:</translation>
    </message>
    <message>
        <source>Box bonus per hand won:</source>
        <translation>Box bonus per hand won:</translation>
    </message>
    <message>
        <source>Game bonus:</source>
        <translation>Game bonus:</translation>
    </message>
    <message>
        <source>Shutout:</source>
        <translation>Shutout:</translation>
    </message>
    <message>
        <source>Shutout game bonus:</source>
        <translation>Shutout game bonus:</translation>
    </message>
    <message>
        <source>Double the settlement on a shutout:</source>
        <translation>Double the settlement on a shutout:</translation>
    </message>
    <message>
        <source>Poker gin has its own scoring: turn off Oklahoma and Hollywood.</source>
        <translation>Poker gin has its own scoring: turn off Oklahoma and Hollywood.</translation>
    </message>
    <message>
        <source>These rules cannot be played: %1</source>
        <translation>These rules cannot be played: %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Standard gin rummy</source>
        <translation>Standard gin rummy</translation>
    </message>
    <message>
        <source>20-point bonuses</source>
        <translation>20-point bonuses</translation>
    </message>
    <message>
        <source>Oklahoma gin</source>
        <translation>Oklahoma gin</translation>
    </message>
    <message>
        <source>Hollywood scoring</source>
        <translation>Hollywood scoring</translation>
    </message>
    <message>
        <source>Hollywood and Oklahoma</source>
        <translation>Hollywood and Oklahoma</translation>
    </message>
    <message>
        <source>Poker gin rummy</source>
        <translation>Poker gin rummy</translation>
    </message>
    <message>
        <source>Alternate</source>
        <translation>Alternate</translation>
    </message>
    <message>
        <source>Winner of the hand deals</source>
        <translation>Winner of the hand deals</translation>
    </message>
    <message>
        <source>Loser of the hand deals</source>
        <translation>Loser of the hand deals</translation>
    </message>
    <message>
        <source>Bigger game bonus</source>
        <translation>Bigger game bonus</translation>
    </message>
    <message>
        <source>Winner&apos;s hand points doubled</source>
        <translation>Winner&apos;s hand points doubled</translation>
    </message>
    <message>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <source>Tournament (no big gin, no game bonuses)</source>
        <translation>Tournament (no big gin, no game bonuses)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <source>%1 can be from %2 to %3.</source>
        <translation>%1 can be from %2 to %3.</translation>
    </message>
    <message>
        <source>A name can have at most %1 characters.</source>
        <translation>A name can have at most %1 characters.</translation>
    </message>
    <message>
        <source>All &amp;rules</source>
        <translation>All &amp;rules</translation>
    </message>
    <message>
        <source>The rule preset, every option of the rules, each computer&apos;s level and the game number</source>
        <translation>The rule preset, every option of the rules, each computer&apos;s level and the game number</translation>
    </message>
    <message>
        <source>%1, level:</source>
        <comment>a computer player&apos;s name</comment>
        <translation>%1, level:</translation>
    </message>
</context>
<context>
    <name>Paths</name>
    <message>
        <source>Saved games moved</source>
        <translation>Saved games moved</translation>
    </message>
    <message>
        <source>Gin Rummy now keeps its games in %1. The files of an earlier version were in %2.</source>
        <translation>Gin Rummy now keeps its games in %1. The files of an earlier version were in %2.</translation>
    </message>
    <message>
        <source>Moved to %1: %2.</source>
        <translation>Moved to %1: %2.</translation>
    </message>
    <message>
        <source>Files of the same name were already in %1 and keep their names (the current game stays the current one); the earlier version&apos;s files are beside them as: %2.</source>
        <translation>Files of the same name were already in %1 and keep their names (the current game stays the current one); the earlier version&apos;s files are beside them as: %2.</translation>
    </message>
    <message>
        <source>Could not be moved, left in %1 (the next start tries again): %2.</source>
        <translation>Could not be moved, left in %1 (the next start tries again): %2.</translation>
    </message>
</context>
<context>
    <name>PileViewer</name>
    <message>
        <source>%1, the top card</source>
        <translation>%1, the top card</translation>
    </message>
    <message>
        <source>The discard pile: no card can be seen.</source>
        <translation>The discard pile: no card can be seen.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile, newest first: %n card(s)</source>
        <translation>
            <numerusform>The discard pile, newest first: %n card</numerusform>
            <numerusform>The discard pile, newest first: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Discard pile</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
</context>
<context>
    <name>QuickMessages</name>
    <message>
        <source>Hello</source>
        <translation>Hello</translation>
    </message>
    <message>
        <source>Good game</source>
        <translation>Good game</translation>
    </message>
    <message>
        <source>Nice gin</source>
        <translation>Nice gin</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>Well played</translation>
    </message>
    <message>
        <source>Thanks</source>
        <translation>Thanks</translation>
    </message>
    <message>
        <source>Just a moment…</source>
        <translation>Just a moment…</translation>
    </message>
    <message>
        <source>Oops</source>
        <translation>Oops</translation>
    </message>
    <message>
        <source>Another match?</source>
        <translation>Another match?</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Next hand</translation>
    </message>
    <message>
        <source>Drawn hand: only two cards were left in the stock. Nobody scores.</source>
        <translation>Drawn hand: only two cards were left in the stock. Nobody scores.</translation>
    </message>
    <message numerus="yes">
        <source>%1 knocked and wins %n point(s).</source>
        <translation>
            <numerusform>%1 knocked and wins %n point.</numerusform>
            <numerusform>%1 knocked and wins %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 went gin and wins %n point(s).</source>
        <translation>
            <numerusform>%1 went gin and wins %n point.</numerusform>
            <numerusform>%1 went gin and wins %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 made big gin and wins %n point(s).</source>
        <translation>
            <numerusform>%1 made big gin and wins %n point.</numerusform>
            <numerusform>%1 made big gin and wins %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 undercut %2 and wins %n point(s).</source>
        <translation>
            <numerusform>%1 undercut %2 and wins %n point.</numerusform>
            <numerusform>%1 undercut %2 and wins %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Deadwood</source>
        <translation>Deadwood</translation>
    </message>
    <message>
        <source>Laid off</source>
        <translation>Laid off</translation>
    </message>
    <message>
        <source>After lay-offs</source>
        <translation>After lay-offs</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>knocker</source>
        <translation>knocker</translation>
    </message>
    <message>
        <source>The first upcard was a spade: this hand counts double.</source>
        <translation>The first upcard was a spade: this hand counts double.</translation>
    </message>
    <message>
        <source>The match is over: a tie.</source>
        <translation>The match is over: a tie.</translation>
    </message>
    <message numerus="yes">
        <source>The match is over: %1 wins with %n point(s).</source>
        <translation>
            <numerusform>The match is over: %1 wins with %n point.</numerusform>
            <numerusform>The match is over: %1 wins with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You knocked and win %n point(s).</source>
        <translation>
            <numerusform>You knocked and win %n point.</numerusform>
            <numerusform>You knocked and win %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You went gin and win %n point(s).</source>
        <translation>
            <numerusform>You went gin and win %n point.</numerusform>
            <numerusform>You went gin and win %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You made big gin and win %n point(s).</source>
        <translation>
            <numerusform>You made big gin and win %n point.</numerusform>
            <numerusform>You made big gin and win %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You undercut %1 and win %n point(s).</source>
        <translation>
            <numerusform>You undercut %1 and win %n point.</numerusform>
            <numerusform>You undercut %1 and win %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 undercut you and wins %n point(s).</source>
        <translation>
            <numerusform>%1 undercut you and wins %n point.</numerusform>
            <numerusform>%1 undercut you and wins %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gin bonus: %n point(s).</source>
        <translation>
            <numerusform>Gin bonus: %n point.</numerusform>
            <numerusform>Gin bonus: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin bonus: %n point(s).</source>
        <translation>
            <numerusform>Big gin bonus: %n point.</numerusform>
            <numerusform>Big gin bonus: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut bonus: %n point(s).</source>
        <translation>
            <numerusform>Undercut bonus: %n point.</numerusform>
            <numerusform>Undercut bonus: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match is over: you win with %n point(s).</source>
        <translation>
            <numerusform>The match is over: you win with %n point.</numerusform>
            <numerusform>The match is over: you win with %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal number %1</source>
        <translation>Deal number %1</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Rematch</translation>
    </message>
    <message>
        <source>The match is a tie.</source>
        <translation>The match is a tie.</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>You win the match!</translation>
    </message>
    <message>
        <source>%1 wins the match.</source>
        <translation>%1 wins the match.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a player and the points paid</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 takes the difference in deadwood from each player: %2.</source>
        <translation>%1 takes the difference in deadwood from each player: %2.</translation>
    </message>
    <message>
        <source>The knocker %1 was beaten: each player below its deadwood gets a bonus: %2.</source>
        <translation>The knocker %1 was beaten: each player below its deadwood gets a bonus: %2.</translation>
    </message>
    <message>
        <source>You take the difference in deadwood from each player: %1.</source>
        <translation>You take the difference in deadwood from each player: %1.</translation>
    </message>
    <message>
        <source>You knocked and were beaten: each player below your deadwood gets a bonus: %1.</source>
        <translation>You knocked and were beaten: each player below your deadwood gets a bonus: %1.</translation>
    </message>
    <message>
        <source>Score: %1.</source>
        <translation>Score: %1.</translation>
    </message>
    <message numerus="yes">
        <source>The match is over: you win by %n point(s) in the settlement.</source>
        <translation>
            <numerusform>The match is over: you win by %n point in the settlement.</numerusform>
            <numerusform>The match is over: you win by %n points in the settlement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match is over: %1 wins by %n point(s) in the settlement.</source>
        <translation>
            <numerusform>The match is over: %1 wins by %n point in the settlement.</numerusform>
            <numerusform>The match is over: %1 wins by %n points in the settlement.</numerusform>
        </translation>
    </message>
    <message>
        <source>gin</source>
        <translation>gin</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a player and the deadwood</comment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 %n card(s)</source>
        <comment>a player and the cards laid off</comment>
        <translation>
            <numerusform>%1 %n card</numerusform>
            <numerusform>%1 %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Deadwood after lay-offs: %1.</source>
        <translation>Deadwood after lay-offs: %1.</translation>
    </message>
    <message>
        <source>Laid off: %1.</source>
        <translation>Laid off: %1.</translation>
    </message>
    <message>
        <source>Game %1 score: %2.</source>
        <comment>Hollywood: one of its three games</comment>
        <translation>Game %1 score: %2.</translation>
    </message>
</context>
<context>
    <name>ReviewChart</name>
    <message numerus="yes">
        <source>%n match(es) analysed</source>
        <translation>
            <numerusform>%n match analysed</numerusform>
            <numerusform>%n matches analysed</numerusform>
        </translation>
    </message>
    <message>
        <source>Error rate per match</source>
        <translation>Error rate per match</translation>
    </message>
    <message>
        <source>Luck per match (points of game-win chance)</source>
        <translation>Luck per match (points of game-win chance)</translation>
    </message>
    <message>
        <source>No match analysed yet: the coach reviews every finished match.</source>
        <translation>No match analysed yet: the coach reviews every finished match.</translation>
    </message>
</context>
<context>
    <name>ReviewText</name>
    <message>
        <source>Take the upcard</source>
        <translation>Take the upcard</translation>
    </message>
    <message>
        <source>Pass the upcard</source>
        <translation>Pass the upcard</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Draw from the stock</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Take the discard</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Discard %1</translation>
    </message>
    <message>
        <source>Knock, discarding %1</source>
        <translation>Knock, discarding %1</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Big gin</translation>
    </message>
    <message>
        <source>Lay off %1</source>
        <translation>Lay off %1</translation>
    </message>
    <message>
        <source>Lay off nothing</source>
        <translation>Lay off nothing</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>inaccuracy</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>mistake</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>blunder</translation>
    </message>
    <message>
        <source>The %1 gives gin.</source>
        <translation>The %1 gives gin.</translation>
    </message>
    <message>
        <source>The %1 joins a meld.</source>
        <translation>The %1 joins a meld.</translation>
    </message>
    <message>
        <source>The %1 joins no meld; the stock was better.</source>
        <translation>The %1 joins no meld; the stock was better.</translation>
    </message>
    <message>
        <source>The %1 breaks a meld; the %2 is loose.</source>
        <translation>The %1 breaks a meld; the %2 is loose.</translation>
    </message>
    <message>
        <source>The opponent collects cards like the %1.</source>
        <translation>The opponent collects cards like the %1.</translation>
    </message>
    <message>
        <source>The %1 fits the %2 the opponent picked up.</source>
        <translation>The %1 fits the %2 the opponent picked up.</translation>
    </message>
    <message numerus="yes">
        <source>Discarding the %1 keeps %n point(s) less deadwood.</source>
        <translation>
            <numerusform>Discarding the %1 keeps %n point less deadwood.</numerusform>
            <numerusform>Discarding the %1 keeps %n points less deadwood.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding the %1 keeps %n card(s) that improve the hand.</source>
        <translation>
            <numerusform>Discarding the %1 keeps %n card that improve the hand.</numerusform>
            <numerusform>Discarding the %1 keeps %n cards that improve the hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>The knock risks an undercut; playing on was better.</source>
        <translation>The knock risks an undercut; playing on was better.</translation>
    </message>
    <message>
        <source>Knocking with the %1 was better than playing on.</source>
        <translation>Knocking with the %1 was better than playing on.</translation>
    </message>
    <message>
        <source>Discarding the %1 gives gin.</source>
        <translation>Discarding the %1 gives gin.</translation>
    </message>
    <message numerus="yes">
        <source>The best lay-offs save %n more point(s).</source>
        <translation>
            <numerusform>The best lay-offs save %n more point.</numerusform>
            <numerusform>The best lay-offs save %n more points.</numerusform>
        </translation>
    </message>
    <message>
        <source>played like Expert</source>
        <translation>played like Expert</translation>
    </message>
    <message>
        <source>played like Strong</source>
        <translation>played like Strong</translation>
    </message>
    <message>
        <source>played like Casual</source>
        <translation>played like Casual</translation>
    </message>
    <message>
        <source>played like Beginner</source>
        <translation>played like Beginner</translation>
    </message>
    <message>
        <source>first upcard</source>
        <translation>first upcard</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>draw</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>discard</translation>
    </message>
    <message>
        <source>lay-offs</source>
        <translation>lay-offs</translation>
    </message>
    <message>
        <source>knock or play on</source>
        <translation>knock or play on</translation>
    </message>
    <message>
        <source>%1 (played, best)</source>
        <translation>%1 (played, best)</translation>
    </message>
    <message>
        <source>%1 (played, as good as the best)</source>
        <translation>%1 (played, as good as the best)</translation>
    </message>
    <message>
        <source>%1 (played)</source>
        <translation>%1 (played)</translation>
    </message>
    <message>
        <source>%1 (best)</source>
        <translation>%1 (best)</translation>
    </message>
    <message>
        <source>%1 (as good as the best)</source>
        <translation>%1 (as good as the best)</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>First action (Home)</source>
        <translation>First action (Home)</translation>
    </message>
    <message>
        <source>Back one action (Left)</source>
        <translation>Back one action (Left)</translation>
    </message>
    <message>
        <source>Forward one action (Right)</source>
        <translation>Forward one action (Right)</translation>
    </message>
    <message>
        <source>Last action (End)</source>
        <translation>Last action (End)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Chance to win the game</source>
        <translation>Chance to win the game</translation>
    </message>
    <message>
        <source>Points of the hand</source>
        <translation>Points of the hand</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Action %1 of %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal&lt;/b&gt;</source>
        <translation>&lt;b&gt;The deal&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1: %2 (deadwood %3)</source>
        <translation>%1: %2 (deadwood %3)</translation>
    </message>
    <message>
        <source>Stock, top first: %1</source>
        <translation>Stock, top first: %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <source>Discard pile, top last: %1</source>
        <translation>Discard pile, top last: %1</translation>
    </message>
    <message>
        <source>On the table: %1</source>
        <translation>On the table: %1</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analysis cancelled.</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analysing…</translation>
    </message>
    <message>
        <source>Step forward to see each decision judged.</source>
        <translation>Step forward to see each decision judged.</translation>
    </message>
    <message>
        <source>Luck of the draw: %1 points of game-win chance.</source>
        <translation>Luck of the draw: %1 points of game-win chance.</translation>
    </message>
    <message>
        <source>%1 (%2): &lt;b&gt;%3&lt;/b&gt;, %4 points of game-win chance lost; best: %5.</source>
        <translation>%1 (%2): &lt;b&gt;%3&lt;/b&gt;, %4 points of game-win chance lost; best: %5.</translation>
    </message>
    <message>
        <source>Nothing to decide here.</source>
        <translation>Nothing to decide here.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Match summary&lt;/b&gt; (%n hand(s) analysed)</source>
        <translation>
            <numerusform>&lt;b&gt;Match summary&lt;/b&gt; (%n hand analysed)</numerusform>
            <numerusform>&lt;b&gt;Match summary&lt;/b&gt; (%n hands analysed)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): the best move.</source>
        <translation>%1 (%2): the best move.</translation>
    </message>
    <message>
        <source>%1 (%2): a good move, %3 points of game-win chance below the best, within the coach&apos;s margin.</source>
        <translation>%1 (%2): a good move, %3 points of game-win chance below the best, within the coach&apos;s margin.</translation>
    </message>
    <message numerus="yes">
        <source>%1: error rate %2 over %n decision(s) where the choice mattered (%3 judged in all; in the others no move was clearly worse); inaccuracies %4, mistakes %5, blunders %6; luck %7; %8</source>
        <translation>
            <numerusform>%1: error rate %2 over %n decision where the choice mattered (%3 judged in all; in the others no move was clearly worse); inaccuracies %4, mistakes %5, blunders %6; luck %7; %8</numerusform>
            <numerusform>%1: error rate %2 over %n decisions where the choice mattered (%3 judged in all; in the others no move was clearly worse); inaccuracies %4, mistakes %5, blunders %6; luck %7; %8</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): the best move; the moves listed above it differ by less than the coach&apos;s margin.</source>
        <translation>%1 (%2): the best move; the moves listed above it differ by less than the coach&apos;s margin.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Chance to win the game: %1.</source>
        <translation>Chance to win the game: %1.</translation>
    </message>
    <message>
        <source>The coach plays each move out many times, the cards hidden from the player dealt at random. Chance to win the game: how often the player then won the game. Points of the hand: the hand&apos;s points on average in those plays, the player&apos;s less the opponent&apos;s (not the points really scored). Error rate and luck: points of the chance to win the game, lost on average per decision, or given and taken by the draws.</source>
        <translation>The coach plays each move out many times, the cards hidden from the player dealt at random. Chance to win the game: how often the player then won the game. Points of the hand: the hand&apos;s points on average in those plays, the player&apos;s less the opponent&apos;s (not the points really scored). Error rate and luck: points of the chance to win the game, lost on average per decision, or given and taken by the draws.</translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>the file is too large to be a save</source>
        <translation>the file is too large to be a save</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>not valid JSON at byte %1: %2</translation>
    </message>
    <message>
        <source>not a Gin Rummy save</source>
        <translation>not a Gin Rummy save</translation>
    </message>
    <message>
        <source>no Gin Rummy save header</source>
        <translation>no Gin Rummy save header</translation>
    </message>
    <message>
        <source>the format version is missing or invalid</source>
        <translation>the format version is missing or invalid</translation>
    </message>
    <message>
        <source>save format %1, this version reads format %2</source>
        <translation>save format %1, this version reads format %2</translation>
    </message>
    <message>
        <source>the checksum does not match the content</source>
        <translation>the checksum does not match the content</translation>
    </message>
    <message>
        <source>the rules cannot be read: %1</source>
        <translation>the rules cannot be read: %1</translation>
    </message>
    <message>
        <source>%1 seats for a game of %2 players</source>
        <translation>%1 seats for a game of %2 players</translation>
    </message>
    <message>
        <source>a seat cannot be read</source>
        <translation>a seat cannot be read</translation>
    </message>
    <message>
        <source>unknown computer level &quot;%1&quot;</source>
        <translation>unknown computer level &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the hands cannot be read</source>
        <translation>the hands cannot be read</translation>
    </message>
    <message>
        <source>hand %1 cannot be read</source>
        <translation>hand %1 cannot be read</translation>
    </message>
    <message>
        <source>hand %1 starts before hand %2 is over</source>
        <translation>hand %1 starts before hand %2 is over</translation>
    </message>
    <message>
        <source>hand %1 is played after the end of the match</source>
        <translation>hand %1 is played after the end of the match</translation>
    </message>
    <message>
        <source>hand %1, move %2 cannot be read: &quot;%3&quot;</source>
        <translation>hand %1, move %2 cannot be read: &quot;%3&quot;</translation>
    </message>
    <message>
        <source>hand %1, move %2 (%3) is refused: %4</source>
        <translation>hand %1, move %2 (%3) is refused: %4</translation>
    </message>
    <message>
        <source>There is no saved game at %1.</source>
        <translation>There is no saved game at %1.</translation>
    </message>
    <message>
        <source>The saved game %1 could not be read: %2</source>
        <translation>The saved game %1 could not be read: %2</translation>
    </message>
    <message>
        <source>The file %1 is not a Gin Rummy saved game (%2).</source>
        <translation>The file %1 is not a Gin Rummy saved game (%2).</translation>
    </message>
    <message>
        <source>The saved game %1 is damaged and cannot be resumed (%2).</source>
        <translation>The saved game %1 is damaged and cannot be resumed (%2).</translation>
    </message>
    <message>
        <source>The saved game %1 was written by a newer version of Gin Rummy and cannot be opened by this version (%2).</source>
        <translation>The saved game %1 was written by a newer version of Gin Rummy and cannot be opened by this version (%2).</translation>
    </message>
    <message>
        <source>The saved game %1 contains a move the rules do not allow, so it cannot be resumed (%2).</source>
        <translation>The saved game %1 contains a move the rules do not allow, so it cannot be resumed (%2).</translation>
    </message>
    <message>
        <source>the rules are missing</source>
        <translation>the rules are missing</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>not a regular file</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>the folder %1 cannot be created</translation>
    </message>
    <message>
        <source>the written file does not read back as written</source>
        <translation>the written file does not read back as written</translation>
    </message>
    <message>
        <source>the written file does not load: %1</source>
        <translation>the written file does not load: %1</translation>
    </message>
    <message>
        <source>the undo mark cannot be read</source>
        <translation>the undo mark cannot be read</translation>
    </message>
    <message>
        <source>the hand order cannot be read</source>
        <translation>the hand order cannot be read</translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot;</source>
        <translation>unknown option &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the option %1 is given twice</source>
        <translation>the option %1 is given twice</translation>
    </message>
    <message>
        <source>%1 is not a value of the option %2 (%3 to %4)</source>
        <translation>%1 is not a value of the option %2 (%3 to %4)</translation>
    </message>
    <message>
        <source>the option %1 is missing</source>
        <translation>the option %1 is missing</translation>
    </message>
    <message>
        <source>the options are not in the order this game writes them</source>
        <translation>the options are not in the order this game writes them</translation>
    </message>
    <message>
        <source>the match seed &quot;%1&quot; is not a number as this game writes it</source>
        <translation>the match seed &quot;%1&quot; is not a number as this game writes it</translation>
    </message>
    <message>
        <source>hand %1, move %2 is not written as this game writes it: &quot;%3&quot;</source>
        <translation>hand %1, move %2 is not written as this game writes it: &quot;%3&quot;</translation>
    </message>
    <message>
        <source>the deals&apos; seeds cannot be read</source>
        <translation>the deals&apos; seeds cannot be read</translation>
    </message>
    <message>
        <source>the seed of deal %1 &quot;%2&quot; is not a number as this game writes it</source>
        <translation>the seed of deal %1 &quot;%2&quot; is not a number as this game writes it</translation>
    </message>
    <message>
        <source>the first deal&apos;s seed is not the match seed</source>
        <translation>the first deal&apos;s seed is not the match seed</translation>
    </message>
    <message>
        <source>the network table cannot be read</source>
        <translation>the network table cannot be read</translation>
    </message>
</context>
<context>
    <name>SaveStatus</name>
    <message>
        <source>The game is saved again.</source>
        <translation>The game is saved again.</translation>
    </message>
    <message>
        <source>⚠ Not saved</source>
        <translation>⚠ Not saved</translation>
    </message>
    <message>
        <source>The game is not saved</source>
        <translation>The game is not saved</translation>
    </message>
    <message>
        <source>The game cannot be saved (%1). Saving is tried again after every move.</source>
        <translation>The game cannot be saved (%1). Saving is tried again after every move.</translation>
    </message>
    <message>
        <source>The game cannot be saved (%1). %2 Saving is tried again after every move.</source>
        <translation>The game cannot be saved (%1). %2 Saving is tried again after every move.</translation>
    </message>
    <message>
        <source>This window does not save the game.</source>
        <translation>This window does not save the game.</translation>
    </message>
    <message>
        <source>⚠ Read-only: not saved</source>
        <translation>⚠ Read-only: not saved</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Gin rummy score sheet</source>
        <translation>Gin rummy score sheet</translation>
    </message>
    <message numerus="yes">
        <source>Poker gin rummy, %n players</source>
        <translation>
            <numerusform>Poker gin rummy, %n player</numerusform>
            <numerusform>Poker gin rummy, %n players</numerusform>
        </translation>
    </message>
    <message>
        <source>Hollywood Oklahoma gin</source>
        <translation>Hollywood Oklahoma gin</translation>
    </message>
    <message>
        <source>Hollywood gin</source>
        <translation>Hollywood gin</translation>
    </message>
    <message>
        <source>Oklahoma gin</source>
        <translation>Oklahoma gin</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>Players: %1</translation>
    </message>
    <message>
        <source>game to %1</source>
        <translation>game to %1</translation>
    </message>
    <message>
        <source>knock at any deadwood</source>
        <translation>knock at any deadwood</translation>
    </message>
    <message>
        <source>gin bonus %1</source>
        <translation>gin bonus %1</translation>
    </message>
    <message>
        <source>%1 to each player below the knocker</source>
        <translation>%1 to each player below the knocker</translation>
    </message>
    <message>
        <source>knock limit: value of the first upcard</source>
        <translation>knock limit: value of the first upcard</translation>
    </message>
    <message>
        <source>knock limit %1</source>
        <translation>knock limit %1</translation>
    </message>
    <message>
        <source>an ace upcard requires gin</source>
        <translation>an ace upcard requires gin</translation>
    </message>
    <message>
        <source>a spade upcard doubles the hand</source>
        <translation>a spade upcard doubles the hand</translation>
    </message>
    <message>
        <source>big gin bonus %1</source>
        <translation>big gin bonus %1</translation>
    </message>
    <message>
        <source>no big gin</source>
        <translation>no big gin</translation>
    </message>
    <message>
        <source>undercut bonus %1</source>
        <translation>undercut bonus %1</translation>
    </message>
    <message>
        <source>box bonus %1</source>
        <translation>box bonus %1</translation>
    </message>
    <message>
        <source>game bonus %1</source>
        <translation>game bonus %1</translation>
    </message>
    <message>
        <source>shutout game bonus %1</source>
        <translation>shutout game bonus %1</translation>
    </message>
    <message>
        <source>a shutout doubles the hand points</source>
        <translation>a shutout doubles the hand points</translation>
    </message>
    <message>
        <source>settlement doubled on a shutout</source>
        <translation>settlement doubled on a shutout</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Won from</source>
        <translation>Won from</translation>
    </message>
    <message>
        <source>Deadwood</source>
        <translation>Deadwood</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>Running total</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Game %1</translation>
    </message>
    <message>
        <source>Game %1 closed after hand %2</source>
        <translation>Game %1 closed after hand %2</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <extracomment>Result of a hand whose score a spade upcard doubled (Oklahoma). %1 = knock, gin...</extracomment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Poker gin, column &quot;Won from&quot;: an opponent and the points the winner took from them.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Hand points</source>
        <translation>Hand points</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Hands won</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Shutout</translation>
    </message>
    <message>
        <source>Shutout: hand points doubled</source>
        <translation>Shutout: hand points doubled</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Game bonus</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Settlement</translation>
    </message>
    <message>
        <source>Match result</source>
        <translation>Match result</translation>
    </message>
    <message>
        <source>closed after hand %1</source>
        <translation>closed after hand %1</translation>
    </message>
    <message>
        <source>open</source>
        <translation>open</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>yes: game bonus %1</source>
        <translation>yes: game bonus %1</translation>
    </message>
    <message>
        <source>yes: hand points doubled</source>
        <translation>yes: hand points doubled</translation>
    </message>
    <message>
        <source>Winner: %1, %2 points</source>
        <translation>Winner: %1, %2 points</translation>
    </message>
    <message>
        <source>tied at the top</source>
        <translation>tied at the top</translation>
    </message>
    <message>
        <source>%2 × 2 = %3 to %1 (shutout)</source>
        <extracomment>%1 = winner, %2 = difference of the totals, %3 = settlement (twice the difference).</extracomment>
        <translation>%2 × 2 = %3 to %1 (shutout)</translation>
    </message>
    <message>
        <source>%2 to %1</source>
        <translation>%2 to %1</translation>
    </message>
    <message>
        <source>The match is even</source>
        <translation>The match is even</translation>
    </message>
    <message>
        <source>Match winner: %1, by %2</source>
        <translation>Match winner: %1, by %2</translation>
    </message>
    <message>
        <source>Box bonus</source>
        <translation>Box bonus</translation>
    </message>
    <message>
        <source>Standard gin</source>
        <translation>Standard gin</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Game status</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>result and winner</comment>
        <extracomment>Result of a hand and who won it, e.g. &quot;gin (Oskar)&quot;, &quot;undercut (Anna)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Tournament gin (EAAI)</source>
        <translation>Tournament gin (EAAI)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a column&apos;s group and player</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>Dealer %1</source>
        <translation>Dealer %1</translation>
    </message>
    <message>
        <source>Won from %1</source>
        <translation>Won from %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a game and its note</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a game and a footer&apos;s player and number</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>group, then player and number</comment>
        <extracomment>A number of a hand&apos;s row as a screen reader says it: column group, then player and number (&quot;Deadwood, Otto 4&quot;).</extracomment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>ScoreSheetPainter</name>
    <message>
        <source>Date: ____________</source>
        <extracomment>On a blank score sheet: a line to write the date on.</extracomment>
        <translation>Date: ____________</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>Date: %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 of %2</translation>
    </message>
</context>
<context>
    <name>ScoreSheetWidget</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Export P&amp;DF…</translation>
    </message>
    <message>
        <source>&amp;Blank sheet…</source>
        <translation>&amp;Blank sheet…</translation>
    </message>
    <message>
        <source>score-sheet-%1.pdf</source>
        <extracomment>Suggested file name of an exported score sheet; %1 = date as 2024-05-31.</extracomment>
        <translation>score-sheet-%1.pdf</translation>
    </message>
    <message>
        <source>Export score sheet as PDF</source>
        <translation>Export score sheet as PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Export PDF</translation>
    </message>
    <message>
        <source>No match yet: the sheet fills in as you play.</source>
        <translation>No match yet: the sheet fills in as you play.</translation>
    </message>
</context>
<context>
    <name>ScoreText</name>
    <message>
        <source>Game %1 (closed): %2 %3 – %4 %5</source>
        <comment>a Hollywood game: names and totals</comment>
        <translation>Game %1 (closed): %2 %3 – %4 %5</translation>
    </message>
    <message>
        <source>Game %1: %2 %3 – %4 %5</source>
        <comment>a Hollywood game: names and totals</comment>
        <translation>Game %1: %2 %3 – %4 %5</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>name and total</comment>
        <extracomment>A player&apos;s total on the score sheet&apos;s standings line. %1 = name, %2 = points.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a player whose name ends in a number, and a number</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a player and a number</comment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Strong</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Casual</translation>
    </message>
</context>
<context>
    <name>SetupChoices</name>
    <message>
        <source>&amp;Opponent</source>
        <translation>&amp;Opponent</translation>
    </message>
    <message>
        <source>Learning too: plays from its own hand and now and then misses a good card.</source>
        <translation>Learning too: plays from its own hand and now and then misses a good card.</translation>
    </message>
    <message>
        <source>Counts the cards and avoids giving you what you need.</source>
        <translation>Counts the cards and avoids giving you what you need.</translation>
    </message>
    <message>
        <source>Thinks a draw ahead and seldom gives anything away.</source>
        <translation>Thinks a draw ahead and seldom gives anything away.</translation>
    </message>
    <message>
        <source>The toughest: simulates deals and waits for gin when knocking is risky.</source>
        <translation>The toughest: simulates deals and waits for gin when knocking is risky.</translation>
    </message>
    <message>
        <source>Take turns at one screen; the hands are hidden between turns.</source>
        <translation>Take turns at one screen; the hands are hidden between turns.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>A computer level and the name of the computer player at that level, e.g. &quot;Beginner · Aino&quot;.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Two players on this screen</source>
        <translation>Two players on this screen</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Your &amp;name</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Second player&apos;s na&amp;me</source>
        <translation>Second player&apos;s na&amp;me</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Player 2</translation>
    </message>
    <message>
        <source>Oklahoma gin</source>
        <translation>Oklahoma gin</translation>
    </message>
    <message>
        <source>Hollywood scoring</source>
        <translation>Hollywood scoring</translation>
    </message>
    <message>
        <source>Poker gin rummy</source>
        <translation>Poker gin rummy</translation>
    </message>
    <message>
        <source>The first upcard sets the knock limit of each hand.</source>
        <translation>The first upcard sets the knock limit of each hand.</translation>
    </message>
    <message>
        <source>Three games scored at once on one sheet.</source>
        <translation>Three games scored at once on one sheet.</translation>
    </message>
    <message>
        <source>2–5 players; knock at any count, the lowest deadwood scores from everyone.</source>
        <translation>2–5 players; knock at any count, the lowest deadwood scores from everyone.</translation>
    </message>
    <message>
        <source>Pla&amp;yers at the table:</source>
        <translation>Pla&amp;yers at the table:</translation>
    </message>
    <message>
        <source>Standard gin rummy</source>
        <translation>Standard gin rummy</translation>
    </message>
    <message numerus="yes">
        <source>Knock with %1 or less in deadwood; the first to %n points wins.</source>
        <translation>
            <numerusform>Knock with %1 or less in deadwood; the first to %n point wins.</numerusform>
            <numerusform>Knock with %1 or less in deadwood; the first to %n points wins.</numerusform>
        </translation>
    </message>
    <message>
        <source>G&amp;ame</source>
        <translation>G&amp;ame</translation>
    </message>
    <message>
        <source>First player&apos;s &amp;name</source>
        <translation>First player&apos;s &amp;name</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Player 1</translation>
    </message>
    <message>
        <source>Poker gin is played against the computer.</source>
        <translation>Poker gin is played against the computer.</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>&amp;Opponents</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of computer players</comment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Standard gin</source>
        <translation>Standard gin</translation>
    </message>
    <message>
        <source>Oklahoma gin</source>
        <translation>Oklahoma gin</translation>
    </message>
    <message>
        <source>Hollywood gin</source>
        <translation>Hollywood gin</translation>
    </message>
    <message>
        <source>Hollywood Oklahoma gin</source>
        <translation>Hollywood Oklahoma gin</translation>
    </message>
    <message>
        <source>Poker gin</source>
        <translation>Poker gin</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Opponent:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Reset…</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>All levels</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>All variants</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Games played:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Games won:</translation>
    </message>
    <message>
        <source>Games won (%):</source>
        <translation>Games won (%):</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Hands played:</translation>
    </message>
    <message>
        <source>Hands won:</source>
        <translation>Hands won:</translation>
    </message>
    <message>
        <source>Gins:</source>
        <translation>Gins:</translation>
    </message>
    <message>
        <source>Big gins:</source>
        <translation>Big gins:</translation>
    </message>
    <message>
        <source>You undercut the knocker:</source>
        <translation>You undercut the knocker:</translation>
    </message>
    <message>
        <source>You were undercut:</source>
        <translation>You were undercut:</translation>
    </message>
    <message>
        <source>Best game (points):</source>
        <translation>Best game (points):</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Longest winning streak:</translation>
    </message>
    <message>
        <source>–</source>
        <comment>no value yet</comment>
        <translation>–</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Reset statistics</translation>
    </message>
    <message>
        <source>Clear the statistics of every opponent and variant? This cannot be undone.</source>
        <translation>Clear the statistics of every opponent and variant? This cannot be undone.</translation>
    </message>
    <message>
        <source>Games with a move taken back:</source>
        <translation>Games with a move taken back:</translation>
    </message>
    <message>
        <source>Matches analysed by the coach:</source>
        <translation>Matches analysed by the coach:</translation>
    </message>
    <message>
        <source>Mean error rate:</source>
        <translation>Mean error rate:</translation>
    </message>
    <message>
        <source>Mean luck per match:</source>
        <translation>Mean luck per match:</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>none yet</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Knock</source>
        <translation>Knock</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stock: %n card</numerusform>
            <numerusform>Stock: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n point(s) · dealer</source>
        <translation>
            <numerusform>%1 · %n point · dealer</numerusform>
            <numerusform>%1 · %n points · dealer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n point(s)</source>
        <translation>
            <numerusform>%1 · %n point</numerusform>
            <numerusform>%1 · %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Hands hidden: pass the screen to %1.</source>
        <translation>Hands hidden: pass the screen to %1.</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Drawn hand</translation>
    </message>
    <message>
        <source>Deadwood after lay-offs: %1 · click or drag cards to change, then confirm</source>
        <translation>Deadwood after lay-offs: %1 · click or drag cards to change, then confirm</translation>
    </message>
    <message>
        <source>Deadwood: 0 · you have big gin!</source>
        <translation>Deadwood: 0 · you have big gin!</translation>
    </message>
    <message>
        <source>Deadwood: %1 · you can go gin!</source>
        <translation>Deadwood: %1 · you can go gin!</translation>
    </message>
    <message>
        <source>Deadwood: %1 · you can knock (best: %2 left)</source>
        <translation>Deadwood: %1 · you can knock (best: %2 left)</translation>
    </message>
    <message>
        <source>Deadwood: %1 · knock limit %2</source>
        <translation>Deadwood: %1 · knock limit %2</translation>
    </message>
    <message>
        <source>Deadwood: %1</source>
        <translation>Deadwood: %1</translation>
    </message>
    <message>
        <source>The %1 cannot be laid off on any meld.</source>
        <translation>The %1 cannot be laid off on any meld.</translation>
    </message>
    <message>
        <source>Pick up the card to discard face down first (Space on a card in your hand).</source>
        <translation>Pick up the card to discard face down first (Space on a card in your hand).</translation>
    </message>
    <message numerus="yes">
        <source>Your melds can be laid out in %n equally good ways: click your hand or press Next arrangement to see the next one, then Knock. Esc takes the card back.</source>
        <translation>
            <numerusform>Your melds can be laid out in %n equally good way: click your hand or press Next arrangement to see the next one, then Knock. Esc takes the card back.</numerusform>
            <numerusform>Your melds can be laid out in %n equally good ways: click your hand or press Next arrangement to see the next one, then Knock. Esc takes the card back.</numerusform>
        </translation>
    </message>
    <message>
        <source>Knocking with %1 deadwood · arrangement %2 of %3</source>
        <translation>Knocking with %1 deadwood · arrangement %2 of %3</translation>
    </message>
    <message>
        <source>%1, suggested by the hint</source>
        <translation>%1, suggested by the hint</translation>
    </message>
    <message numerus="yes">
        <source>stock, %n card(s)</source>
        <translation>
            <numerusform>stock, %n card</numerusform>
            <numerusform>stock, %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>discard pile, top card %1</source>
        <translation>discard pile, top card %1</translation>
    </message>
    <message>
        <source>discard pile, empty</source>
        <translation>discard pile, empty</translation>
    </message>
    <message>
        <source>knock spot, %1 to be discarded face down</source>
        <translation>knock spot, %1 to be discarded face down</translation>
    </message>
    <message>
        <source>knock spot</source>
        <translation>knock spot</translation>
    </message>
    <message>
        <source>%1, in your hand, unmatched</source>
        <translation>%1, in your hand, unmatched</translation>
    </message>
    <message>
        <source>%1, in your hand, part of a run</source>
        <translation>%1, in your hand, part of a run</translation>
    </message>
    <message>
        <source>%1, in your hand, part of a set</source>
        <translation>%1, in your hand, part of a set</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n card(s) face down</source>
        <translation>
            <numerusform>%1, %n card face down</numerusform>
            <numerusform>%1, %n cards face down</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Drop the card on the discard pile to discard it, on the knock spot to knock, or in your hand to move it.</source>
        <translation>Drop the card on the discard pile to discard it, on the knock spot to knock, or in your hand to move it.</translation>
    </message>
    <message>
        <source>Drop the card on a meld to lay it off, or back in your hand.</source>
        <translation>Drop the card on a meld to lay it off, or back in your hand.</translation>
    </message>
    <message>
        <source>Drop the card in your hand to take it.</source>
        <translation>Drop the card in your hand to take it.</translation>
    </message>
    <message>
        <source>The knock discard lies face down until the hand is over.</source>
        <translation>The knock discard lies face down until the hand is over.</translation>
    </message>
    <message>
        <source>To lay off, drag a card of your hand onto this meld, or click the card in your hand.</source>
        <translation>To lay off, drag a card of your hand onto this meld, or click the card in your hand.</translation>
    </message>
    <message>
        <source>Those are %1&apos;s cards: you cannot take them.</source>
        <translation>Those are %1&apos;s cards: you cannot take them.</translation>
    </message>
    <message>
        <source>Next arrangement is for knocking: when your melds can be laid out in more than one way, A shows the next way.</source>
        <translation>Next arrangement is for knocking: when your melds can be laid out in more than one way, A shows the next way.</translation>
    </message>
    <message>
        <source>Hints are turned off: View › Offer hints turns them on.</source>
        <translation>Hints are turned off: View › Offer hints turns them on.</translation>
    </message>
    <message>
        <source>Choose how to lay out your melds first: Knock confirms, Esc takes the card back.</source>
        <translation>Choose how to lay out your melds first: Knock confirms, Esc takes the card back.</translation>
    </message>
    <message>
        <source>Pick up a card of your hand first (Space on the card), then Space on a meld lays it off.</source>
        <translation>Pick up a card of your hand first (Space on the card), then Space on a meld lays it off.</translation>
    </message>
    <message>
        <source>Only the top card of the discard pile can be seen: looking through the pile is a home rule that is not played in this game.</source>
        <translation>Only the top card of the discard pile can be seen: looking through the pile is a home rule that is not played in this game.</translation>
    </message>
    <message>
        <source>discard pile, the knock card %1 face down on top</source>
        <translation>discard pile, the knock card %1 face down on top</translation>
    </message>
    <message>
        <source>discard pile, the knock card face down on top</source>
        <translation>discard pile, the knock card face down on top</translation>
    </message>
    <message>
        <source>%1, picked up</source>
        <translation>%1, picked up</translation>
    </message>
    <message>
        <source>meld of %1: %2</source>
        <translation>meld of %1: %2</translation>
    </message>
    <message>
        <source>%1. Laid off by you: %2</source>
        <translation>%1. Laid off by you: %2</translation>
    </message>
    <message>
        <source>your hand: %1</source>
        <translation>your hand: %1</translation>
    </message>
    <message>
        <source>The %1 is back in your hand, picked up: Space on a meld lays it off, Esc keeps it.</source>
        <translation>The %1 is back in your hand, picked up: Space on a meld lays it off, Esc keeps it.</translation>
    </message>
    <message>
        <source>The %1 goes onto the meld of %2. Confirm the lay-offs when you are done (C).</source>
        <translation>The %1 goes onto the meld of %2. Confirm the lay-offs when you are done (C).</translation>
    </message>
    <message numerus="yes">
        <source>your cards, %n card(s)</source>
        <translation>
            <numerusform>your cards, %n card</numerusform>
            <numerusform>your cards, %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Back with it: %1.</source>
        <translation>Back with it: %1.</translation>
    </message>
    <message>
        <source>Hand ended: %1</source>
        <translation>Hand ended: %1</translation>
    </message>
    <message>
        <source>%1 · spade upcard: the hand counts double</source>
        <translation>%1 · spade upcard: the hand counts double</translation>
    </message>
    <message>
        <source>Orange dot: deadwood, a card in none of the melds. Its points count when the hand is scored.</source>
        <translation>Orange dot: deadwood, a card in none of the melds. Its points count when the hand is scored.</translation>
    </message>
    <message>
        <source>Blue dot: laid off on another player&apos;s meld. Its points do not count.</source>
        <translation>Blue dot: laid off on another player&apos;s meld. Its points do not count.</translation>
    </message>
    <message>
        <source>Green ring: the card the hint suggests.</source>
        <translation>Green ring: the card the hint suggests.</translation>
    </message>
    <message>
        <source>Holding the %1: Up to the discard pile or the knock spot, then Space. Esc puts it back.</source>
        <translation>Holding the %1: Up to the discard pile or the knock spot, then Space. Esc puts it back.</translation>
    </message>
    <message>
        <source>Holding the %1: Space at its new place in your hand puts it there. Esc puts it back.</source>
        <translation>Holding the %1: Space at its new place in your hand puts it there. Esc puts it back.</translation>
    </message>
    <message>
        <source>Deadwood after lay-offs: %1 · Space on a card, then on a meld; then confirm</source>
        <translation>Deadwood after lay-offs: %1 · Space on a card, then on a meld; then confirm</translation>
    </message>
    <message>
        <source>Deadwood: %1 · knock limit %2 (upcard %3)</source>
        <translation>Deadwood: %1 · knock limit %2 (upcard %3)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <source>Holding the %1: Up to a meld and Space lays it off there; Left or Right moves it in your hand. Esc puts it back.</source>
        <translation>Holding the %1: Up to a meld and Space lays it off there; Left or Right moves it in your hand. Esc puts it back.</translation>
    </message>
    <message>
        <source>Deadwood: %1 · gin only (upcard %2)</source>
        <translation>Deadwood: %1 · gin only (upcard %2)</translation>
    </message>
    <message>
        <source>%1; the hint puts the %2 here</source>
        <translation>%1; the hint puts the %2 here</translation>
    </message>
    <message>
        <source>Deadwood: %1 · a knock leaves %2: if anyone has as much or less, the lowest wins the hand</source>
        <translation>Deadwood: %1 · a knock leaves %2: if anyone has as much or less, the lowest wins the hand</translation>
    </message>
</context>
<context>
    <name>TableStory</name>
    <message>
        <source>Took the upcard %1</source>
        <translation>Took the upcard %1</translation>
    </message>
    <message>
        <source>Passed the upcard %1</source>
        <translation>Passed the upcard %1</translation>
    </message>
    <message>
        <source>Drew from the stock</source>
        <translation>Drew from the stock</translation>
    </message>
    <message>
        <source>Took %1 from the discard pile</source>
        <translation>Took %1 from the discard pile</translation>
    </message>
    <message>
        <source>Discarded %1</source>
        <translation>Discarded %1</translation>
    </message>
    <message>
        <source>Knocked</source>
        <translation>Knocked</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Big gin</translation>
    </message>
    <message numerus="yes">
        <source>Laid off %n card(s)</source>
        <translation>
            <numerusform>Laid off %n card</numerusform>
            <numerusform>Laid off %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Knocker</source>
        <translation>Knocker</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Card table</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Welcome to Gin Rummy</source>
        <translation>Welcome to Gin Rummy</translation>
    </message>
    <message>
        <source>Choose whom to play and the game, then Play. New to gin rummy? Learn to play walks you through one hand.</source>
        <translation>Choose whom to play and the game, then Play. New to gin rummy? Learn to play walks you through one hand.</translation>
    </message>
    <message>
        <source>Lang&amp;uage:</source>
        <translation>Lang&amp;uage:</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Play</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Learn to play</translation>
    </message>
    <message>
        <source>Open a table for friends on other computers</source>
        <translation>Open a table for friends on other computers</translation>
    </message>
    <message>
        <source>&amp;Join a network game…</source>
        <translation>&amp;Join a network game…</translation>
    </message>
    <message>
        <source>Take a seat at a friend&apos;s table</source>
        <translation>Take a seat at a friend&apos;s table</translation>
    </message>
    <message>
        <source>Host a net&amp;work game…</source>
        <translation>Host a net&amp;work game…</translation>
    </message>
</context>
<context>
    <name>a11y</name>
    <message>
        <source>%1: %2</source>
        <comment>a list box read: its label, its value</comment>
        <translation>%1: %2</translation>
    </message>
</context>
</TS>
