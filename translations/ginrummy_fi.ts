<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi_FI">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Gin Rummy</source>
        <translation>Tietoja Ginirommista</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Gin Rummy %1&lt;/h3&gt;&lt;p&gt;Gin rummy, Oklahoma, Hollywood and poker gin against the computer or a friend.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ginirommi %1&lt;/h3&gt;&lt;p&gt;Ginirommi, Oklahoma, Hollywood ja pokerigini tietokonetta tai ystävää vastaan.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). The program comes with no warranty.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Lisenssi: GNU General Public License, versio 3 tai myöhempi (GPL-3.0-or-later). Ohjelmalla ei ole takuuta.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The card deck, the icon, the help pages and all the code of the game are this project&apos;s own work.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Korttipakka, kuvake, ohjesivut ja koko pelin koodi ovat tämän projektin omaa työtä.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Uses Qt %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Käyttää Qt:n versiota %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Uses Qt %1 (built with Qt %2).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Käyttää Qt:n versiota %1 (käännetty Qt:n versiolla %2).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Resume game</source>
        <translation>Jatka peliä</translation>
    </message>
    <message>
        <source>The file could not be moved aside; it was left where it is.</source>
        <translation>Tiedostoa ei voitu siirtää syrjään, joten se jätettiin paikalleen.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>Tiedosto säilytettiin nimellä %1.</translation>
    </message>
    <message>
        <source>Saved game not loaded</source>
        <translation>Tallennettua peliä ei ladattu</translation>
    </message>
    <message>
        <source>%1

%2

A new game will be started.</source>
        <translation>%1

%2

Uusi peli aloitetaan.</translation>
    </message>
    <message>
        <source>The game could not be saved to %1: %2.</source>
        <translation>Peliä ei voitu tallentaa tiedostoon %1: %2.</translation>
    </message>
    <message>
        <source>Game already open</source>
        <translation>Peli on jo auki</translation>
    </message>
    <message>
        <source>Gin Rummy is already running and keeps this game. You can open it read-only here (nothing you play is saved) or quit.</source>
        <translation>Ginirommi on jo käynnissä ja pitää tätä peliä. Voit avata sen täällä vain luettavaksi (mitään pelaamaasi ei tallenneta) tai lopettaa.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Avaa vain luettavaksi</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Lopeta</translation>
    </message>
    <message>
        <source>Saved game in progress</source>
        <translation>Kesken jäänyt peli on tallessa</translation>
    </message>
    <message>
        <source>Continue saved game</source>
        <translation>Jatka tallennettua peliä</translation>
    </message>
    <message>
        <source>Start game %1</source>
        <translation>Aloita peli %1</translation>
    </message>
    <message>
        <source>Gin Rummy keeps its games in the folder %1, but %2 is a file, not a folder. Rename or move that file, then start Gin Rummy again.</source>
        <translation>Ginirommi tallentaa pelinsä kansioon %1, mutta %2 on tiedosto eikä kansio. Nimeä tiedosto uudelleen tai siirrä se muualle ja käynnistä Ginirommi sitten uudelleen.</translation>
    </message>
    <message>
        <source>Gin Rummy cannot create the folder %1 for its games: nothing can be written in %2 (%3). Make it writable, then start Gin Rummy again.</source>
        <translation>Ginirommi ei voi luoda peleilleen kansiota %1: kansioon %2 ei voi kirjoittaa (%3). Salli kirjoittaminen siihen ja käynnistä Ginirommi sitten uudelleen.</translation>
    </message>
    <message>
        <source>Gin Rummy cannot save games in the folder %1: it is read-only (%2). Make it writable, then start Gin Rummy again.</source>
        <translation>Ginirommi ei voi tallentaa pelejä kansioon %1: se on vain luettavissa (%2). Salli kirjoittaminen siihen ja käynnistä Ginirommi sitten uudelleen.</translation>
    </message>
    <message>
        <source>Gin Rummy cannot save games in the folder %1: the disk is full (%2). Free some space, then start Gin Rummy again.</source>
        <translation>Ginirommi ei voi tallentaa pelejä kansioon %1: levy on täynnä (%2). Vapauta tilaa ja käynnistä Ginirommi sitten uudelleen.</translation>
    </message>
    <message>
        <source>Gin Rummy cannot save games in the folder %1 (%2).</source>
        <translation>Ginirommi ei voi tallentaa pelejä kansioon %1 (%2).</translation>
    </message>
    <message>
        <source>Games cannot be saved</source>
        <translation>Pelejä ei voi tallentaa</translation>
    </message>
    <message>
        <source>%1

You can play without saving, or quit. The saved game, if there is one, is left as it is.</source>
        <translation>%1

Voit pelata tallentamatta tai lopettaa. Tallennettu peli, jos sellainen on, jätetään ennalleen.</translation>
    </message>
    <message>
        <source>Play without saving</source>
        <translation>Pelaa tallentamatta</translation>
    </message>
    <message>
        <source>Another copy of Gin Rummy keeps this game: nothing played in this window is saved.</source>
        <translation>Toinen käynnissä oleva Ginirommi pitää tätä peliä: mitään tässä ikkunassa pelattua ei tallenneta.</translation>
    </message>
    <message>
        <source>Free some space on the disk.</source>
        <translation>Vapauta levyltä tilaa.</translation>
    </message>
    <message>
        <source>Make the folder %1 writable.</source>
        <translation>Salli kirjoittaminen kansioon %1.</translation>
    </message>
    <message>
        <source>This window does not save, so the file was left as it is.</source>
        <translation>Tämä ikkuna ei tallenna, joten tiedosto jätettiin ennalleen.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a player and the score</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: hand %2, %3</source>
        <translation>%1: jako %2, %3</translation>
    </message>
    <message>
        <source>A game in progress is saved (%1). Starting game number %2 ends it. Continue the saved game instead?</source>
        <translation>Kesken jäänyt peli on tallessa (%1). Pelin numero %2 aloittaminen päättää sen. Jatketaanko tallennettua peliä?</translation>
    </message>
    <message>
        <source>Host it again</source>
        <translation>Avaa pöytä uudelleen</translation>
    </message>
    <message>
        <source>Play on against the computer</source>
        <translation>Jatka tietokonetta vastaan</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Uusi peli</translation>
    </message>
    <message>
        <source>A network match is saved (%1). Open its table again so that your friends can come back?</source>
        <translation>Verkko-ottelu on tallennettu (%1). Avataanko sen pöytä uudelleen, jotta ystäväsi voivat palata?</translation>
    </message>
    <message>
        <source>%1: after hand %2, %3</source>
        <translation>%1: jaon %2 jälkeen, %3</translation>
    </message>
    <message>
        <source>A network match is saved (%1). The computer plays for %2 now. Open its table again?</source>
        <translation>Verkko-ottelu on tallennettu (%1). Tietokone pelaa nyt pelaajan %2 puolesta. Avataanko sen pöytä uudelleen?</translation>
    </message>
    <message>
        <source>A game in progress was saved (%1). Do you want to continue it? A new game takes its place in the save.</source>
        <translation>Kesken jäänyt peli on tallessa (%1). Haluatko jatkaa sitä? Uusi peli tallentuu sen tilalle.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Jatka</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Uusi peli</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Knock!</source>
        <translation>Koputus!</translation>
    </message>
    <message>
        <source>Gin!</source>
        <translation>Gin!</translation>
    </message>
    <message>
        <source>Big gin!</source>
        <translation>Huikea big gin!</translation>
    </message>
    <message>
        <source>Undercut!</source>
        <translation>Alitus!</translation>
    </message>
</context>
<context>
    <name>BlankSheetDialog</name>
    <message>
        <source>Print blank score sheet</source>
        <translation>Tulosta tyhjä pistelomake</translation>
    </message>
    <message>
        <source>&amp;Standard sheet (one game)</source>
        <translation>&amp;Tavallinen lomake (yksi peli)</translation>
    </message>
    <message>
        <source>&amp;Hollywood sheet (three games)</source>
        <translation>&amp;Hollywood-lomake (kolme peliä)</translation>
    </message>
    <message>
        <source>Player &amp;%1:</source>
        <translation>Pelaaja &amp;%1:</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Pelaaja %1</translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <source>ace</source>
        <translation>ässä</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>sotamies</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>kuningatar</translation>
    </message>
    <message>
        <source>king</source>
        <translation>kuningas</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>risti</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruutu</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hertta</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pata</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Card name. %1 = rank (2..10), %2 = suit (clubs...). Finnish: &quot;%2 %1&quot; (hertta 7).</extracomment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>koputus</translation>
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
        <translation>alittaminen</translation>
    </message>
    <message>
        <source>drawn hand</source>
        <translation>tasapeli</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>ace or face card</comment>
        <extracomment>Name of an ace or a face card. %1 = rank (ace, jack, queen, king), %2 = suit (clubs...). Finnish writes it as one word: &quot;%2%1&quot; (patakuningas, ruutuässä).</extracomment>
        <translation>%2%1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>list</comment>
        <extracomment>The end of a list of cards said aloud: %1 = all but the last (&quot;7, 8&quot;), %2 = the last (&quot;9&quot;). Finnish: &quot;%1 ja %2&quot;.</extracomment>
        <translation>%1 ja %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>run</comment>
        <extracomment>Cards of one suit in a row, said aloud: %1 = their ranks (&quot;7, 8 and 9&quot;), %2 = the suit. Finnish: &quot;%2 %1&quot; (pata 7, 8 ja 9).</extracomment>
        <translation>%2 %1</translation>
    </message>
</context>
<context>
    <name>CoachStatus</name>
    <message>
        <source>The coach is analysing the match…</source>
        <translation>Valmentaja analysoi ottelua…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
    </message>
    <message>
        <source>Stop the analysis: this match gets no error rate in the statistics</source>
        <translation>Keskeytä analyysi: tämä ottelu ei saa virhetasoa tilastoihin</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Use the language &lt;code&gt;: fi (Finnish) or en (English).</source>
        <translation>Käytä kieltä &lt;koodi&gt;: fi (suomi) tai en (englanti).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>koodi</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Gin rummy for the desktop: standard gin, Oklahoma, Hollywood and poker gin against the computer or in hot seat.</source>
        <translation>Ginirommi työpöydälle: tavallinen gini, Oklahoma, Hollywood ja pokerigini tietokonetta vastaan tai kahdestaan samalla näytöllä.</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Odottamaton argumentti: %1</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;: use fi or en.</source>
        <translation>Tuntematon kieli ”%1”: käytä arvoa fi tai en.</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 1 to 18446744073709551615.</source>
        <translation>Jakonumeron on oltava kokonaisluku väliltä 1–18446744073709551615.</translation>
    </message>
    <message>
        <source>Files:
  Saved game:  %1
               (written after every move; a damaged save is renamed *.broken-&lt;date&gt;, never deleted)
  Settings:    %2
</source>
        <translation>Tiedostot:
  Tallennettu peli:  %1
                     (kirjoitetaan jokaisen siirron jälkeen; vahingoittunut tallennus nimetään muotoon *.broken-&lt;päiväys&gt;, sitä ei koskaan poisteta)
  Asetukset:         %2
</translation>
    </message>
    <message>
        <source>Start a new match with deal number &lt;n&gt; (shown in the status bar) instead of resuming: the same number deals the same cards.</source>
        <translation>Aloita uusi ottelu jakonumerolla &lt;n&gt; (näkyy tilarivillä) tallennetun pelin jatkamisen sijaan: sama numero jakaa samat kortit.</translation>
    </message>
    <message>
        <source>Your name at a network table.</source>
        <translation>Nimesi verkkopöydässä.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nimi</translation>
    </message>
    <message>
        <source>Join the network table of this invitation (ginrummy://...).</source>
        <translation>Liity tämän kutsun verkkopöytään (ginrummy://...).</translation>
    </message>
    <message>
        <source>The name must be 1 to %1 printable characters.</source>
        <translation>Nimessä on oltava 1–%1 tulostettavaa merkkiä.</translation>
    </message>
</context>
<context>
    <name>Confirm</name>
    <message>
        <source>New game</source>
        <translation>Uusi peli</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Pelaa tämä jako uudelleen</translation>
    </message>
    <message>
        <source>The game in progress will be lost. Start a new game?</source>
        <translation>Kesken oleva peli menetetään. Aloitetaanko uusi peli?</translation>
    </message>
    <message>
        <source>The moves of this hand will be lost and it is dealt again. Replay it?</source>
        <translation>Tämän jaon siirrot menetetään ja kortit jaetaan uudelleen. Pelataanko jako uudelleen?</translation>
    </message>
    <message>
        <source>&amp;Start a new game</source>
        <translation>&amp;Aloita uusi peli</translation>
    </message>
    <message>
        <source>&amp;Replay the deal</source>
        <translation>&amp;Pelaa jako uudelleen</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Jatka pelaamista</translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>Liity verkkopeliin</translation>
    </message>
    <message>
        <source>&amp;Join the table</source>
        <translation>&amp;Liity pöytään</translation>
    </message>
    <message>
        <source>Joining another table closes the table you host: its invitations stop working, and a match there ends for everyone at it. Join the other table?</source>
        <translation>Toiseen pöytään liittyminen sulkee avaamasi pöydän: sen kutsut lakkaavat toimimasta, ja siellä käynnissä oleva ottelu päättyy kaikilta sen pelaajilta. Liitytäänkö toiseen pöytään?</translation>
    </message>
    <message>
        <source>Leave the network table</source>
        <translation>Poistu verkkopöydästä</translation>
    </message>
    <message>
        <source>You leave the network table: its match goes on without you. Go back to your game from before?</source>
        <translation>Poistut verkkopöydästä: sen ottelu jatkuu ilman sinua. Palataanko aiempaan peliisi?</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Poistu pöydästä</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Avaa verkkopeli</translation>
    </message>
    <message>
        <source>The game in progress will be lost: the network table&apos;s match takes its place. Host the table?</source>
        <translation>Kesken oleva peli menetetään: verkkopöydän ottelu tulee sen tilalle. Avataanko pöytä?</translation>
    </message>
    <message>
        <source>&amp;Host the table</source>
        <translation>&amp;Avaa pöytä</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Lopeta</translation>
    </message>
    <message>
        <source>A match is being played at your table. Quitting stops it for everyone: it is saved, and Game › Host a network game opens the table again to continue it. Quit now?</source>
        <translation>Pöydässäsi pelataan ottelua. Lopettaminen keskeyttää sen kaikilta: se tallennetaan, ja Peli › Avaa verkkopeli avaa pöydän uudelleen ottelun jatkamiseksi. Lopetetaanko nyt?</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Lopeta</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Poistu pöydästä</translation>
    </message>
    <message>
        <source>You give up your seat at %1&apos;s table for good: its match goes on without you. Leave the table?</source>
        <translation>Luovut lopullisesti paikastasi pöydässä, jonka isäntä on %1: sen ottelu jatkuu ilman sinua. Poistutaanko pöydästä?</translation>
    </message>
    <message>
        <source>A new game here ends the network match with %1: the table closes, and their seats with it. Start a new game?</source>
        <translation>Uusi peli päättää verkko-ottelun (%1): pöytä ja sen paikat suljetaan. Aloitetaanko uusi peli?</translation>
    </message>
    <message numerus="yes">
        <source>The others at %1&apos;s table wait for you: your seat is kept for at least %n minute(s). Start the game again to take it back. Quit now?</source>
        <translation>
            <numerusform>Muut pöydässä, jonka isäntä on %1, odottavat sinua: paikkasi pidetään vähintään %n minuutin ajan. Käynnistä peli uudelleen ottaaksesi sen takaisin. Lopetetaanko nyt?</numerusform>
            <numerusform>Muut pöydässä, jonka isäntä on %1, odottavat sinua: paikkasi pidetään vähintään %n minuutin ajan. Käynnistä peli uudelleen ottaaksesi sen takaisin. Lopetetaanko nyt?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The others at %1&apos;s table wait for you: your seat is kept for at least %n second(s). Start the game again to take it back. Quit now?</source>
        <translation>
            <numerusform>Muut pöydässä, jonka isäntä on %1, odottavat sinua: paikkasi pidetään vähintään %n sekunnin ajan. Käynnistä peli uudelleen ottaaksesi sen takaisin. Lopetetaanko nyt?</numerusform>
            <numerusform>Muut pöydässä, jonka isäntä on %1, odottavat sinua: paikkasi pidetään vähintään %n sekunnin ajan. Käynnistä peli uudelleen ottaaksesi sen takaisin. Lopetetaanko nyt?</numerusform>
        </translation>
    </message>
    <message>
        <source>The others at %1&apos;s table wait for you for a while: start the game again to take your seat back. Quit now?</source>
        <translation>Muut pöydässä, jonka isäntä on %1, odottavat sinua jonkin aikaa: käynnistä peli uudelleen ottaaksesi paikkasi takaisin. Lopetetaanko nyt?</translation>
    </message>
    <message>
        <source>Let a computer play</source>
        <translation>Tietokone pelaamaan</translation>
    </message>
    <message>
        <source>A computer plays %1&apos;s seat to the end of the match, and %1&apos;s invitation stops working: %1 cannot come back to this match. Let a computer play?</source>
        <translation>Tietokonepelaaja pelaa pelaajan %1 paikalla ottelun loppuun, eikä pelaajan %1 kutsu enää toimi: %1 ei voi palata tähän otteluun. Annetaanko tietokoneen pelata?</translation>
    </message>
    <message>
        <source>Let a computer &amp;play</source>
        <translation>Anna tietokoneen &amp;pelata</translation>
    </message>
    <message>
        <source>&amp;Keep waiting</source>
        <translation>&amp;Odota edelleen</translation>
    </message>
    <message>
        <source>Your seat at %1&apos;s table is kept for you to take back. Only one seat is kept: joining another table gives that one up for good. Join the other table?</source>
        <translation>Paikkasi pöydässä, jonka isäntä on %1, on tallessa, jotta voit palata siihen. Tallessa pidetään vain yksi paikka: jos liityt toiseen pöytään, luovut tallessa olevasta paikasta lopullisesti. Liitytäänkö toiseen pöytään?</translation>
    </message>
    <message>
        <source>&amp;Join the other table</source>
        <translation>&amp;Liity toiseen pöytään</translation>
    </message>
    <message>
        <source>&amp;Keep the seat</source>
        <translation>&amp;Pidä paikka</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Both hands are hidden. Pass the screen to %1.</source>
        <translation>Molemmat kädet on piilotettu. Anna näyttö seuraavalle pelaajalle (%1).</translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation>Olen %1</translation>
    </message>
    <message>
        <source>%1: take back my move</source>
        <translation>%1: peru siirtoni</translation>
    </message>
</context>
<context>
    <name>DealChecks</name>
    <message>
        <source>Deal verified: neither side chose the cards.</source>
        <translation>Jako tarkistettu: kumpikaan osapuoli ei valinnut kortteja.</translation>
    </message>
    <message>
        <source>Dealt fairly: the deal&apos;s number was made of the host&apos;s and every guest&apos;s random parts.</source>
        <translation>Reilu jako: jakonumero muodostettiin isännän ja jokaisen vieraan satunnaisista osuuksista.</translation>
    </message>
    <message>
        <source>WARNING: this deal was not fair: the host&apos;s part is not what it committed to. The host may have chosen the cards.</source>
        <translation>VAROITUS: jako ei ollut reilu: isännän osuus ei ole se, johon se sitoutui. Isäntä on voinut valita kortit.</translation>
    </message>
    <message>
        <source>WARNING: this deal was not fair: your part of the deal was left out or changed. The host may have chosen the cards.</source>
        <translation>VAROITUS: jako ei ollut reilu: sinun osuutesi jätettiin pois tai sitä muutettiin. Isäntä on voinut valita kortit.</translation>
    </message>
    <message>
        <source>WARNING: this deal was not fair: its number is not made of both sides&apos; parts. The host may have chosen the cards.</source>
        <translation>VAROITUS: jako ei ollut reilu: sen numeroa ei ole muodostettu molempien osuuksista. Isäntä on voinut valita kortit.</translation>
    </message>
    <message>
        <source>WARNING: this deal was not fair: you were not dealt the cards its number deals. The host may have chosen the cards.</source>
        <translation>VAROITUS: jako ei ollut reilu: et saanut kortteja, jotka sen numero jakaa. Isäntä on voinut valita kortit.</translation>
    </message>
    <message>
        <source>WARNING: this deal could not be verified: the host never committed to it. The host may have chosen the cards.</source>
        <translation>VAROITUS: tätä jakoa ei voitu tarkistaa: isäntä ei sitoutunut siihen. Isäntä on voinut valita kortit.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You</source>
        <translation>Sinä</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Pelaaja %1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Tietokone</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Tietokone %1</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Jako on päättynyt.</translation>
    </message>
    <message>
        <source>It is not your turn: %1 is to play.</source>
        <translation>Ei ole sinun vuorosi: vuorossa on %1.</translation>
    </message>
    <message>
        <source>First take the upcard or pass.</source>
        <translation>Ota ensin avokortti tai passaa.</translation>
    </message>
    <message>
        <source>Draw a card first, from the stock or the discard pile.</source>
        <translation>Nosta ensin kortti nostopakasta tai poistopakasta.</translation>
    </message>
    <message>
        <source>You have drawn already: now discard a card or knock.</source>
        <translation>Olet jo nostanut: heitä nyt kortti pois tai koputa.</translation>
    </message>
    <message>
        <source>Lay off your cards and confirm first.</source>
        <translation>Liitä ensin korttisi ja vahvista.</translation>
    </message>
    <message>
        <source>Everybody passed the upcard: the first card must be drawn from the stock.</source>
        <translation>Kaikki passasivat avokortin: ensimmäinen kortti on nostettava nostopakasta.</translation>
    </message>
    <message>
        <source>The %1 is not in your hand.</source>
        <translation>Kortti %1 ei ole kädessäsi.</translation>
    </message>
    <message>
        <source>You took the %1 from the discard pile; you cannot discard it this turn.</source>
        <translation>Otit kortin %1 poistopakasta, joten et voi heittää sitä pois tällä vuorolla.</translation>
    </message>
    <message>
        <source>You cannot knock: your deadwood would be %1, above the knock limit of %2.</source>
        <translation>Et voi koputtaa: hukkapisteitä jäisi %1, mikä ylittää koputusrajan %2.</translation>
    </message>
    <message>
        <source>The first upcard was an ace: this hand can only be ended with gin.</source>
        <translation>Ensimmäinen avokortti oli ässä: tämän jaon voi lopettaa vain ginillä.</translation>
    </message>
    <message>
        <source>Big gin is not played with these rules.</source>
        <translation>Näillä säännöillä ei pelata big giniä.</translation>
    </message>
    <message>
        <source>Big gin needs all eleven cards in melds.</source>
        <translation>Big ginissä kaikkien yhdentoista kortin on oltava yhdistelmissä.</translation>
    </message>
    <message>
        <source>Those melds are not valid: each must be a set or a run of your own cards, no card in two melds.</source>
        <translation>Yhdistelmät eivät kelpaa: jokaisen on oltava omista korteistasi koottu sarja tai suora, eikä sama kortti saa olla kahdessa yhdistelmässä.</translation>
    </message>
    <message>
        <source>Those melds do not give the least deadwood of your hand.</source>
        <translation>Näillä yhdistelmillä kätesi hukkapisteet eivät ole pienimmät mahdolliset.</translation>
    </message>
    <message>
        <source>No cards can be laid off after gin.</source>
        <translation>Ginin jälkeen kortteja ei voi liittää.</translation>
    </message>
    <message>
        <source>That card does not fit that meld: it cannot be laid off there.</source>
        <translation>Kortti ei sovi tähän yhdistelmään, joten sitä ei voi liittää siihen.</translation>
    </message>
    <message>
        <source>You took the upcard, the %1.</source>
        <translation>Otit avokortin: %1.</translation>
    </message>
    <message>
        <source>%1 took the upcard, the %2.</source>
        <translation>%1 otti avokortin: %2.</translation>
    </message>
    <message>
        <source>You passed the upcard.</source>
        <translation>Passasit avokortin.</translation>
    </message>
    <message>
        <source>%1 passed the upcard.</source>
        <translation>%1 passasi avokortin.</translation>
    </message>
    <message>
        <source>You drew the %1 from the stock.</source>
        <translation>Nostit nostopakasta kortin %1.</translation>
    </message>
    <message>
        <source>%1 drew from the stock.</source>
        <translation>%1 nosti nostopakasta.</translation>
    </message>
    <message>
        <source>You took the %1 from the discard pile.</source>
        <translation>Otit poistopakasta kortin %1.</translation>
    </message>
    <message>
        <source>%1 took the %2 from the discard pile.</source>
        <translation>%1 otti poistopakasta kortin %2.</translation>
    </message>
    <message>
        <source>You discarded the %1.</source>
        <translation>Heitit pois kortin %1.</translation>
    </message>
    <message>
        <source>%1 discarded the %2.</source>
        <translation>%1 heitti pois kortin %2.</translation>
    </message>
    <message>
        <source>%1 knocked with gin!</source>
        <translation>%1 koputti ginillä!</translation>
    </message>
    <message numerus="yes">
        <source>%1 knocked with %n deadwood point(s).</source>
        <translation>
            <numerusform>%1 koputti %n hukkapisteellä.</numerusform>
            <numerusform>%1 koputti %n hukkapisteellä.</numerusform>
        </translation>
    </message>
    <message>
        <source>You declared big gin!</source>
        <translation>Ilmoitit big ginin!</translation>
    </message>
    <message>
        <source>%1 declared big gin!</source>
        <translation>%1 ilmoitti big ginin!</translation>
    </message>
    <message numerus="yes">
        <source>You laid out your melds and laid off %n card(s).</source>
        <translation>
            <numerusform>Levitit yhdistelmäsi ja liitit %n kortin.</numerusform>
            <numerusform>Levitit yhdistelmäsi ja liitit %n korttia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 laid out melds and laid off %n card(s).</source>
        <translation>
            <numerusform>%1 levitti yhdistelmänsä ja liitti %n kortin.</numerusform>
            <numerusform>%1 levitti yhdistelmänsä ja liitti %n korttia.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Anna näyttö seuraavalle pelaajalle (%1).</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 miettii…</translation>
    </message>
    <message>
        <source>Take the upcard, the %1, or pass.</source>
        <translation>Ota avokortti (%1) tai passaa.</translation>
    </message>
    <message>
        <source>Draw from the stock or take the top card of the discard pile.</source>
        <translation>Nosta nostopakasta tai poistopakasta.</translation>
    </message>
    <message>
        <source>Discard a card onto the discard pile, or drop it on the knock spot to knock.</source>
        <translation>Heitä kortti poistopakkaan tai koputa pudottamalla kortti koputuspaikalle.</translation>
    </message>
    <message>
        <source>Lay off your cards on the knocker&apos;s melds, then confirm.</source>
        <translation>Liitä korttisi koputtajan yhdistelmiin ja vahvista sitten.</translation>
    </message>
    <message>
        <source>Lay off your cards on the other players&apos; melds, then confirm.</source>
        <translation>Liitä korttisi muiden pelaajien yhdistelmiin ja vahvista sitten.</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>Siirto peruttiin.</translation>
    </message>
    <message>
        <source>Undo is turned off: Game › Allow undo turns it on.</source>
        <translation>Peruminen on pois päältä: Peli › Salli peruminen ottaa sen käyttöön.</translation>
    </message>
    <message>
        <source>This position was set up, not dealt: its moves cannot be taken back.</source>
        <translation>Tämä asema on asetettu eikä jaettu: sen siirtoja ei voi perua.</translation>
    </message>
    <message>
        <source>The hand is over: its moves cannot be taken back.</source>
        <translation>Jako on päättynyt: sen siirtoja ei voi enää perua.</translation>
    </message>
    <message>
        <source>Another player has moved since your last move: it cannot be taken back.</source>
        <translation>Toinen pelaaja on siirtänyt viimeisen siirtosi jälkeen: sitä ei voi enää perua.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back in this hand yet.</source>
        <translation>Tässä jaossa ei ole vielä siirtoasi, jonka voisi perua.</translation>
    </message>
    <message>
        <source>The knock has shown the cards: moves before it cannot be taken back.</source>
        <translation>Koputus on paljastanut kortit: sitä edeltäviä siirtoja ei voi enää perua.</translation>
    </message>
    <message>
        <source>You knocked with gin, the %1 face down.</source>
        <translation>Koputit ginillä, kortti %1 kuvapuoli alaspäin.</translation>
    </message>
    <message numerus="yes">
        <source>You knocked with %n deadwood point(s), the %1 face down.</source>
        <translation>
            <numerusform>Koputit %n hukkapisteellä, kortti %1 kuvapuoli alaspäin.</numerusform>
            <numerusform>Koputit %n hukkapisteellä, kortti %1 kuvapuoli alaspäin.</numerusform>
        </translation>
    </message>
    <message>
        <source>Warning: the score sheet here does not give the host&apos;s result. The host&apos;s result stands; the match may not have been scored as the rules say.</source>
        <translation>Varoitus: tämän koneen pistelomake ei anna isännän tulosta. Isännän tulos jää voimaan; ottelua ei ehkä pisteytetty sääntöjen mukaan.</translation>
    </message>
    <message>
        <source>Moves cannot be taken back at a network table: the other players have seen them.</source>
        <translation>Verkkopöydässä siirtoja ei voi perua: muut pelaajat ovat nähneet ne.</translation>
    </message>
    <message>
        <source>Waiting for %1 to play…</source>
        <translation>Odotetaan, että %1 pelaa…</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <comment>a computer playing on for a friend who left the network table</comment>
        <translation>%1 (tietokone)</translation>
    </message>
    <message>
        <source>You laid out your melds.</source>
        <translation>Levitit yhdistelmäsi.</translation>
    </message>
    <message>
        <source>%1 laid out melds.</source>
        <translation>%1 levitti yhdistelmänsä.</translation>
    </message>
    <message>
        <source>Draw from the stock.</source>
        <translation>Nosta nostopakasta.</translation>
    </message>
    <message>
        <source>Pick up a card with Space. Discard: Up and Space; knock: Up, Right and Space.</source>
        <translation>Valitse kortti välilyönnillä. Poisto: ylänuoli ja välilyönti; koputus: ylänuoli, oikea nuoli ja välilyönti.</translation>
    </message>
    <message>
        <source>The card drawn from the stock has been seen: with several players at this screen the draw cannot be taken back.</source>
        <translation>Nostopakasta nostettu kortti on jo nähty: kun samalla näytöllä pelaa useampi, nostoa ei voi perua.</translation>
    </message>
    <message>
        <source>The %1 does not fit that meld: it cannot be laid off there.</source>
        <translation>Kortti %1 ei sovi tähän yhdistelmään, joten sitä ei voi liittää siihen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>hot seat: the name of the player to move, then what to do</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You cannot knock: your deadwood would be %1, above the knock limit of %2 set by the first upcard, the %3.</source>
        <translation>Et voi koputtaa: hukkapisteitä jäisi %1, mikä ylittää koputusrajan %2, jonka määräsi ensimmäinen avokortti %3.</translation>
    </message>
    <message>
        <source>You had no melds and nothing to lay off.</source>
        <translation>Sinulla ei ollut yhdistelmiä eikä liitettävää.</translation>
    </message>
    <message>
        <source>%1 had no melds and nothing to lay off.</source>
        <translation>Pelaajalla %1 ei ollut yhdistelmiä eikä liitettävää.</translation>
    </message>
    <message numerus="yes">
        <source>You laid off %n card(s).</source>
        <translation>
            <numerusform>Liitit %n kortin.</numerusform>
            <numerusform>Liitit %n korttia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 laid off %n card(s).</source>
        <translation>
            <numerusform>%1 liitti %n kortin.</numerusform>
            <numerusform>%1 liitti %n korttia.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 took the upcard, the %2, and knocked with gin!</source>
        <translation>%1 otti avokortin (%2) ja koputti ginillä!</translation>
    </message>
    <message numerus="yes">
        <source>%1 took the upcard, the %2, and knocked with %n deadwood point(s).</source>
        <translation>
            <numerusform>%1 otti avokortin (%2) ja koputti %n hukkapisteellä.</numerusform>
            <numerusform>%1 otti avokortin (%2) ja koputti %n hukkapisteellä.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew from the stock and knocked with gin!</source>
        <translation>%1 nosti nostopakasta ja koputti ginillä!</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew from the stock and knocked with %n deadwood point(s).</source>
        <translation>
            <numerusform>%1 nosti nostopakasta ja koputti %n hukkapisteellä.</numerusform>
            <numerusform>%1 nosti nostopakasta ja koputti %n hukkapisteellä.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 took the %2 from the discard pile and knocked with gin!</source>
        <translation>%1 otti poistopakasta kortin %2 ja koputti ginillä!</translation>
    </message>
    <message numerus="yes">
        <source>%1 took the %2 from the discard pile and knocked with %n deadwood point(s).</source>
        <translation>
            <numerusform>%1 otti poistopakasta kortin %2 ja koputti %n hukkapisteellä.</numerusform>
            <numerusform>%1 otti poistopakasta kortin %2 ja koputti %n hukkapisteellä.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next hand is dealt: press Next hand when you are ready.</source>
        <translation>Seuraava jako on jaettu: paina Seuraava jako, kun olet valmis.</translation>
    </message>
    <message>
        <source>The cards that fit were laid off for you to begin with.</source>
        <translation>Sopivat kortit liitettiin aluksi valmiiksi puolestasi.</translation>
    </message>
    <message>
        <source>Pick up a card with Space. Discard: Up and Space.</source>
        <translation>Valitse kortti välilyönnillä. Poisto: ylänuoli ja välilyönti.</translation>
    </message>
    <message>
        <source>Discard a card onto the discard pile.</source>
        <translation>Heitä kortti poistopakkaan.</translation>
    </message>
    <message>
        <source>It sets this hand&apos;s knock limit: %1.</source>
        <translation>Se määrää tämän jaon koputusrajaksi %1.</translation>
    </message>
    <message>
        <source>%1 A spade: the hand counts double.</source>
        <translation>%1 Pata: jaon pisteet tuplataan.</translation>
    </message>
    <message>
        <source>An ace: this hand can only be ended with gin.</source>
        <translation>Ässä: tämän jaon voi lopettaa vain ginillä.</translation>
    </message>
    <message>
        <source>Waiting for %1 to take or pass the upcard…</source>
        <translation>Odotetaan, että %1 ottaa tai passaa avokortin…</translation>
    </message>
    <message>
        <source>Waiting for %1 to lay off…</source>
        <translation>Odotetaan, että %1 liittää kortteja…</translation>
    </message>
    <message>
        <source>At the hand-over only its button takes the move back.</source>
        <translation>Näytön vaihdossa siirron voi perua vain sen omalla painikkeella.</translation>
    </message>
    <message>
        <source>Waiting for %1 to deal…</source>
        <translation>Odotetaan, että %1 jakaa…</translation>
    </message>
    <message>
        <source>Waiting for the next deal…</source>
        <translation>Odotetaan seuraavaa jakoa…</translation>
    </message>
    <message>
        <source>Move taken back, and the moves the others made after it.</source>
        <translation>Siirto peruttiin, samoin muiden sen jälkeen tekemät siirrot.</translation>
    </message>
    <message>
        <source>Move taken back, and the moves %1 made after it.</source>
        <translation>Siirto peruttiin, samoin pelaajan %1 sen jälkeen tekemät siirrot.</translation>
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
        <translation>Pelaaja %1</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Takaisin pöydässä.</translation>
    </message>
    <message>
        <source>Joined %1&apos;s table. Waiting for the other players…</source>
        <translation>Liityit pöytään, jonka isäntä on %1. Odotetaan muita pelaajia…</translation>
    </message>
    <message>
        <source>Connection lost, reconnecting…</source>
        <translation>Yhteys katkesi, yhdistetään uudelleen…</translation>
    </message>
    <message>
        <source>Waiting for %1 to reconnect (%2)</source>
        <translation>Odotetaan, että %1 palaa pöytään (%2)</translation>
    </message>
    <message>
        <source>The match is over. The host has closed the table.</source>
        <translation>Ottelu on päättynyt. Isäntä on sulkenut pöydän.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Isäntä sulki pöydän.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Poistuit pöydästä.</translation>
    </message>
    <message>
        <source>The invitation&apos;s secret is wrong: ask the host for the invitation again.</source>
        <translation>Kutsun salaisuus on väärä: pyydä isännältä kutsu uudelleen.</translation>
    </message>
    <message>
        <source>The host does not know this invitation: it was withdrawn or never issued.</source>
        <translation>Isäntä ei tunne tätä kutsua: se on peruttu tai sitä ei ole koskaan annettu.</translation>
    </message>
    <message>
        <source>Another player has already taken this seat.</source>
        <translation>Toinen pelaaja on jo ottanut tämän paikan.</translation>
    </message>
    <message>
        <source>The host closed this seat: a computer plays it now.</source>
        <translation>Isäntä sulki tämän paikan: nyt sitä pelaa tietokone.</translation>
    </message>
    <message>
        <source>This seat is being played in another window or on another computer.</source>
        <translation>Tätä paikkaa pelataan toisessa ikkunassa tai toisella tietokoneella.</translation>
    </message>
    <message>
        <source>The host&apos;s program speaks another version of the network game: update one of the programs.</source>
        <translation>Isännän ohjelma käyttää verkkopelin eri versiota: päivitä jompikumpi ohjelma.</translation>
    </message>
    <message>
        <source>The host sent something the network game does not allow at that moment: the connection was closed.</source>
        <translation>Isäntä lähetti jotain, mitä verkkopeli ei sillä hetkellä salli: yhteys suljettiin.</translation>
    </message>
    <message>
        <source>The host sent a message this program cannot read: the connection was closed.</source>
        <translation>Isäntä lähetti viestin, jota tämä ohjelma ei osaa lukea: yhteys suljettiin.</translation>
    </message>
    <message>
        <source>The host sent a message larger than allowed: the connection was closed.</source>
        <translation>Isäntä lähetti sallittua suuremman viestin: yhteys suljettiin.</translation>
    </message>
    <message>
        <source>Too many messages in too short a time: the connection was closed.</source>
        <translation>Liian monta viestiä liian lyhyessä ajassa: yhteys suljettiin.</translation>
    </message>
    <message>
        <source>The host did not answer in time.</source>
        <translation>Isäntä ei vastannut ajoissa.</translation>
    </message>
    <message>
        <source>The host did not let you in.</source>
        <translation>Isäntä ei päästänyt sinua pöytään.</translation>
    </message>
    <message>
        <source>Too many players are waiting to join this host: try again later.</source>
        <translation>Liian moni pelaaja odottaa pääsyä tämän isännän pöytään: yritä myöhemmin uudelleen.</translation>
    </message>
    <message>
        <source>The host tried to use a second deck for one deal: you left the table to keep the game fair.</source>
        <translation>Isäntä yritti käyttää samassa jaossa toista pakkaa: poistuit pöydästä, jotta peli pysyy reiluna.</translation>
    </message>
    <message>
        <source>Nobody answers at the invitation&apos;s address: check that the host is running and reachable.</source>
        <translation>Kutsun osoitteesta ei vastaa kukaan: tarkista, että isäntä on käynnissä ja tavoitettavissa.</translation>
    </message>
    <message>
        <source>What answers at the invitation&apos;s address is not a gin rummy table.</source>
        <translation>Kutsun osoitteessa vastaa jokin muu kuin ginirommipöytä.</translation>
    </message>
    <message>
        <source>What answers at the invitation&apos;s address does not speak the network game&apos;s secure connection.</source>
        <translation>Kutsun osoitteessa vastaava ei osaa verkkopelin suojattua yhteyttä.</translation>
    </message>
    <message>
        <source>The secure connection to the host could not be set up.</source>
        <translation>Suojattua yhteyttä isäntään ei saatu muodostettua.</translation>
    </message>
    <message>
        <source>The host is too busy to take the connection: try again later.</source>
        <translation>Isäntä on liian kiireinen ottamaan yhteyttä vastaan: yritä myöhemmin uudelleen.</translation>
    </message>
    <message>
        <source>The connection to the host was cut.</source>
        <translation>Yhteys isäntään katkesi.</translation>
    </message>
    <message>
        <source>The host closed the connection.</source>
        <translation>Isäntä sulki yhteyden.</translation>
    </message>
    <message>
        <source>The connection to the table ended (%1).</source>
        <translation>Yhteys pöytään päättyi (%1).</translation>
    </message>
    <message>
        <source>A computer player takes %1&apos;s seat.</source>
        <translation>Tietokonepelaaja ottaa pelaajan %1 paikan.</translation>
    </message>
    <message>
        <source>The connection to the host did not come back within the time the host keeps a seat.</source>
        <translation>Yhteys isäntään ei palannut ajassa, jonka isäntä pitää paikkaa varattuna.</translation>
    </message>
    <message>
        <source>The host kept the match to continue it later and closed the table for now.</source>
        <translation>Isäntä tallensi ottelun myöhemmin jatkettavaksi ja sulki pöydän toistaiseksi.</translation>
    </message>
    <message>
        <source>Not connected to the table: the move was not sent. Make it again once you are back at the table.</source>
        <translation>Ei yhteyttä pöytään: siirtoa ei lähetetty. Tee se uudelleen, kun olet taas pöydässä.</translation>
    </message>
    <message>
        <source>Waiting for %1 to open the table again…</source>
        <translation>Odotetaan, että %1 avaa pöydän uudelleen…</translation>
    </message>
    <message>
        <source>%1 saved the match to continue it later. Your seat is kept: this window goes back to the table by itself when %1 opens the table again.</source>
        <translation>%1 tallensi ottelun jatkettavaksi myöhemmin. Paikkasi on tallessa: tämä ikkuna palaa pöytään itsestään, kun %1 avaa pöydän uudelleen.</translation>
    </message>
    <message>
        <source>The table has ended for this seat: the move was not sent.</source>
        <translation>Pöytä on päättynyt tämän paikan osalta: siirtoa ei lähetetty.</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Yhdistetään pöytään…</translation>
    </message>
    <message>
        <source>Waiting for %1 to open the table again… If %1 ended the match, Leave the table gives your seat up.</source>
        <translation>Odotetaan, että %1 avaa pöydän uudelleen… Jos %1 lopetti ottelun, luovu paikastasi painamalla Poistu pöydästä.</translation>
    </message>
    <message>
        <source>The host no longer keeps your seat: a computer took it after you were away too long, or the table was opened anew.</source>
        <translation>Isäntä ei enää pidä paikkaasi: tietokone otti sen, kun olit poissa liian kauan, tai pöytä avattiin uudelleen alusta.</translation>
    </message>
    <message>
        <source>Your seat is kept: Game › Rejoin the table takes it back once the table is open.</source>
        <translation>Paikkasi on tallessa: Peli › Palaa pöytään vie sinut takaisin, kun pöytä on taas auki.</translation>
    </message>
</context>
<context>
    <name>HandLogModel</name>
    <message>
        <source>Hand %1, deal number %2</source>
        <translation>Jako %1, jakonumero %2</translation>
    </message>
    <message>
        <source>Dealer: %1. Upcard: %2.</source>
        <translation>Jakaja: %1. Avokortti: %2.</translation>
    </message>
    <message>
        <source>You took the upcard %1.</source>
        <translation>Otit avokortin %1.</translation>
    </message>
    <message>
        <source>%1 took the upcard %2.</source>
        <translation>%1 otti avokortin %2.</translation>
    </message>
    <message>
        <source>You passed the upcard %1.</source>
        <translation>Passasit avokortin %1.</translation>
    </message>
    <message>
        <source>%1 passed the upcard %2.</source>
        <translation>%1 passasi avokortin %2.</translation>
    </message>
    <message>
        <source>You drew %1 from the stock.</source>
        <translation>Nostit nostopakasta kortin %1.</translation>
    </message>
    <message>
        <source>You drew from the stock.</source>
        <translation>Nostit nostopakasta.</translation>
    </message>
    <message>
        <source>%1 drew from the stock.</source>
        <translation>%1 nosti nostopakasta.</translation>
    </message>
    <message>
        <source>You took %1 from the discard pile.</source>
        <translation>Otit poistopakasta kortin %1.</translation>
    </message>
    <message>
        <source>%1 took %2 from the discard pile.</source>
        <translation>%1 otti poistopakasta kortin %2.</translation>
    </message>
    <message>
        <source>You discarded %1.</source>
        <translation>Heitit pois kortin %1.</translation>
    </message>
    <message>
        <source>%1 discarded %2.</source>
        <translation>%1 heitti pois kortin %2.</translation>
    </message>
    <message>
        <source>You went gin: %1.</source>
        <translation>Teit ginin: %1.</translation>
    </message>
    <message>
        <source>%1 went gin: %2.</source>
        <translation>%1 teki ginin: %2.</translation>
    </message>
    <message>
        <source>You declared big gin: %1.</source>
        <translation>Ilmoitit big ginin: %1.</translation>
    </message>
    <message>
        <source>%1 declared big gin: %2.</source>
        <translation>%1 ilmoitti big ginin: %2.</translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>laid off nothing</comment>
        <translation>ei mitään</translation>
    </message>
    <message>
        <source>no melds</source>
        <translation>ei yhdistelmiä</translation>
    </message>
    <message>
        <source>You laid out %1 and laid off %2.</source>
        <translation>Levitit: %1. Liitit: %2.</translation>
    </message>
    <message>
        <source>%1 laid out %2 and laid off %3.</source>
        <translation>%1 levitti: %2. Liitti: %3.</translation>
    </message>
    <message>
        <source>The hand is drawn: only two cards were left in the stock.</source>
        <translation>Jako päättyi tasapeliin: nostopakassa oli jäljellä vain kaksi korttia.</translation>
    </message>
    <message>
        <source>The knock discard was %1.</source>
        <translation>Koputtajan poistokortti oli %1.</translation>
    </message>
    <message numerus="yes">
        <source>Hand won by %1 (%2): %n point(s).</source>
        <translation>
            <numerusform>Jaon voitti %1 (%2): %n piste.</numerusform>
            <numerusform>Jaon voitti %1 (%2): %n pistettä.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: melds %2; deadwood %3.</source>
        <translation>%1: yhdistelmät %2; hukkakortit %3.</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no deadwood</comment>
        <translation>ei yhtään</translation>
    </message>
    <message>
        <source>You knocked, discarding %1 face down, and laid out %2.</source>
        <translation>Koputit, heitit kortin %1 pois kuvapuoli alaspäin ja levitit yhdistelmät %2.</translation>
    </message>
    <message>
        <source>%1 knocked, discarding face down, and laid out %2.</source>
        <translation>%1 koputti, heitti kortin pois kuvapuoli alaspäin ja levitti yhdistelmät %2.</translation>
    </message>
    <message>
        <source>%1: no melds; deadwood %2.</source>
        <translation>%1: ei yhdistelmiä; hukkakortit %2.</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Jako %1</translation>
    </message>
    <message>
        <source>You knocked without a meld, discarding %1 face down.</source>
        <translation>Koputit ilman yhdistelmiä ja heitit kortin %1 pois kuvapuoli alaspäin.</translation>
    </message>
    <message>
        <source>%1 knocked without a meld, discarding face down.</source>
        <translation>%1 koputti ilman yhdistelmiä ja heitti kortin pois kuvapuoli alaspäin.</translation>
    </message>
</context>
<context>
    <name>HandLogView</name>
    <message>
        <source>Hand %1 (current)</source>
        <translation>Jako %1 (nykyinen)</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Jako %1</translation>
    </message>
    <message>
        <source>Hand log</source>
        <translation>Jakoloki</translation>
    </message>
    <message>
        <source>H&amp;and:</source>
        <translation>&amp;Jako:</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Rules</source>
        <translation>Säännöt</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategia</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Näppäimet</translation>
    </message>
    <message>
        <source>This help page is not available.</source>
        <translation>Tämä ohjesivu ei ole saatavilla.</translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message>
        <source>Hint: go gin, discarding the %1.</source>
        <translation>Vihje: tee gin ja heitä pois kortti %1.</translation>
    </message>
    <message>
        <source>Hint: knock, discarding the %1: your deadwood %2 is likely lower than your opponent&apos;s.</source>
        <translation>Vihje: koputa ja heitä pois kortti %1: hukkapisteesi %2 ovat todennäköisesti pienemmät kuin vastustajasi.</translation>
    </message>
    <message>
        <source>Hint: knock, discarding the %1: your deadwood would be %2.</source>
        <translation>Vihje: koputa ja heitä pois kortti %1: hukkapisteesi olisivat %2.</translation>
    </message>
    <message>
        <source>Hint: discard the %1, your costliest unmatched card.</source>
        <translation>Vihje: heitä pois kortti %1, se on kallein korttisi, joka ei sovi mihinkään yhdistelmään.</translation>
    </message>
    <message>
        <source>Hint: discard the %1, not the %2: %3 took the %4 from the discard pile and could use the %2.</source>
        <translation>Vihje: heitä pois kortti %1, älä korttia %2: %3 otti poistopakasta kortin %4 ja voisi käyttää korttia %2.</translation>
    </message>
    <message>
        <source>Hint: discard the %1: %2 different draws would improve what you keep, %3 if you discard the %4.</source>
        <translation>Vihje: heitä pois kortti %1: %2 eri nostoa parantaisi jäljelle jääviä kortteja, kortin %4 poisheiton jälkeen vain %3.</translation>
    </message>
    <message>
        <source>Hint: nothing you could lay off lowers your deadwood, %1.</source>
        <translation>Vihje: mikään liittäminen ei pienennä hukkapisteitäsi (%1).</translation>
    </message>
    <message>
        <source>Hint: draw from the stock: it is the only choice now.</source>
        <translation>Vihje: nosta nostopakasta, muuta vaihtoehtoa ei nyt ole.</translation>
    </message>
    <message>
        <source>Hint: take the %1 from the discard pile: with it you can go gin.</source>
        <translation>Vihje: ota poistopakasta kortti %1, sen avulla saat ginin.</translation>
    </message>
    <message>
        <source>Hint: take the upcard %1: with it you can go gin.</source>
        <translation>Vihje: ota avokortti %1, sen avulla saat ginin.</translation>
    </message>
    <message>
        <source>Hint: take the %1 from the discard pile: it makes a meld with your %2.</source>
        <translation>Vihje: ota poistopakasta kortti %1, se muodostaa yhdistelmän korttiesi %2 kanssa.</translation>
    </message>
    <message>
        <source>Hint: take the upcard %1: it makes a meld with your %2.</source>
        <translation>Vihje: ota avokortti %1, se muodostaa yhdistelmän korttiesi %2 kanssa.</translation>
    </message>
    <message>
        <source>Hint: take the %1 from the discard pile: it lowers your deadwood from %2 to %3.</source>
        <translation>Vihje: ota poistopakasta kortti %1, hukkapisteesi laskevat: nyt %2, sen jälkeen %3.</translation>
    </message>
    <message>
        <source>Hint: take the upcard %1: it lowers your deadwood from %2 to %3.</source>
        <translation>Vihje: ota avokortti %1, hukkapisteesi laskevat: nyt %2, sen jälkeen %3.</translation>
    </message>
    <message>
        <source>Hint: pass: the %1 would not lower your deadwood.</source>
        <translation>Vihje: passaa, kortti %1 ei pienentäisi hukkapisteitäsi.</translation>
    </message>
    <message>
        <source>Hint: draw from the stock: the %1 would not lower your deadwood.</source>
        <translation>Vihje: nosta nostopakasta, kortti %1 ei pienentäisi hukkapisteitäsi.</translation>
    </message>
    <message>
        <source>Hint: declare big gin: all eleven cards are in melds.</source>
        <translation>Vihje: ilmoita big gin, kaikki yksitoista korttia ovat yhdistelmissä.</translation>
    </message>
    <message>
        <source>Hint: discard the %1: it keeps the %2 pair.</source>
        <translation>Vihje: heitä pois kortti %1, niin pari %2 säilyy.</translation>
    </message>
    <message>
        <source>Hint: discard the %1: it leaves the least deadwood, %2.</source>
        <translation>Vihje: heitä pois kortti %1, niin hukkapisteitä jää vähiten: %2.</translation>
    </message>
    <message>
        <source>Hint: lay off the %1: your deadwood falls from %2 to %3.</source>
        <translation>Vihje: liitä %1, hukkapisteesi laskevat: nyt %2, sen jälkeen %3.</translation>
    </message>
    <message>
        <source>Hint: your lay-offs are in place: confirm them, and your deadwood falls from %1 to %2.</source>
        <translation>Vihje: liitoksesi ovat paikallaan: vahvista ne, niin hukkapisteesi laskevat: nyt %1, sen jälkeen %2.</translation>
    </message>
    <message>
        <source>Hint: lay off the %1 as well: your deadwood falls from %2 to %3.</source>
        <translation>Vihje: liitä myös %1, hukkapisteesi laskevat: nyt %2, sen jälkeen %3.</translation>
    </message>
    <message>
        <source>Hint: discard the %1: it is safe: every meld with it needs a card from your hand or the discard pile.</source>
        <translation>Vihje: heitä pois kortti %1, se on turvallinen: jokainen yhdistelmä sen kanssa tarvitsee kortin kädestäsi tai poistopakasta.</translation>
    </message>
    <message>
        <source>Hint: discard the %1 and play on: a knock discarding the %2, with deadwood %3, would likely be undercut.</source>
        <translation>Vihje: heitä pois kortti %1 ja jatka: koputus heittäen pois kortin %2, hukkapistein %3, alitettaisiin todennäköisesti.</translation>
    </message>
    <message>
        <source>Hint: discard the %1 and play on, though you could go gin now, discarding the %2.</source>
        <translation>Vihje: heitä pois kortti %1 ja jatka, vaikka voisit tehdä ginin nyt heittämällä pois kortin %2.</translation>
    </message>
    <message>
        <source>Hint: discard the %1 and play on: you could knock discarding the %2, with deadwood %3, but waiting is better.</source>
        <translation>Vihje: heitä pois kortti %1 ja jatka: voisit koputtaa heittämällä pois kortin %2, hukkapistein %3, mutta odottaminen on parempi.</translation>
    </message>
    <message>
        <source>Hint: discard the %1 and play on: a knock with it, deadwood %2, would likely be undercut.</source>
        <translation>Vihje: heitä pois kortti %1 ja jatka: koputus sillä, hukkapistein %2, alitettaisiin luultavasti.</translation>
    </message>
    <message>
        <source>Hint: discard the %1 and play on: a knock with it, deadwood %2, is worth less than waiting.</source>
        <translation>Vihje: heitä pois kortti %1 ja jatka: koputus sillä, hukkapistein %2, on odottamista huonompi.</translation>
    </message>
    <message>
        <source>Hint: discard the %1 and play on, though you could go gin with it now.</source>
        <translation>Vihje: heitä pois kortti %1 ja jatka, vaikka voisit tehdä ginin nyt heittämällä sen pois.</translation>
    </message>
    <message>
        <source>Hint: take the %1 from the discard pile: played out many times, it beats an unknown card.</source>
        <translation>Vihje: ota kortti %1 poistopakasta: monessa koepelissä se voittaa tuntemattoman kortin.</translation>
    </message>
    <message>
        <source>Hint: take the upcard %1: played out many times, it beats an unknown card.</source>
        <translation>Vihje: ota avokortti %1: monessa koepelissä se voittaa tuntemattoman kortin.</translation>
    </message>
    <message>
        <source>Hint: pass: played out many times, the hand goes better without the %1.</source>
        <translation>Vihje: passaa: monessa koepelissä jako menee paremmin ilman korttia %1.</translation>
    </message>
    <message>
        <source>Hint: draw from the stock: played out many times, an unknown card beats the %1.</source>
        <translation>Vihje: nosta nostopakasta: monessa koepelissä tuntematon kortti voittaa kortin %1.</translation>
    </message>
    <message>
        <source>Hint: discard the %1: played out many times, the hand goes best this way.</source>
        <translation>Vihje: heitä pois kortti %1: monessa koepelissä jako menee näin parhaiten.</translation>
    </message>
    <message>
        <source>Hint: discard the %1: it is safe, though it leaves %2 deadwood, not %3.</source>
        <translation>Vihje: heitä pois kortti %1: se on turvallinen, vaikka hukkapisteitä jää %2 eikä %3.</translation>
    </message>
    <message>
        <source>Hint: discard the %1: it keeps %2 towards a run.</source>
        <translation>Vihje: heitä pois kortti %1, niin %2 säilyvät suoran aihiona.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Write your name: your friends see it at the table.</source>
        <translation>Kirjoita nimesi: ystäväsi näkevät sen pöydässä.</translation>
    </message>
    <message>
        <source>Choose at least one seat for a friend.</source>
        <translation>Valitse ainakin yksi paikka ystävälle.</translation>
    </message>
    <message>
        <source>Write the address your friends reach this computer at.</source>
        <translation>Kirjoita osoite, josta ystäväsi tavoittavat tämän tietokoneen.</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Avaa verkkopeli</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>&amp;Nimesi:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Peli:</translation>
    </message>
    <message>
        <source>Standard gin rummy</source>
        <translation>Tavallinen ginirommi</translation>
    </message>
    <message>
        <source>Oklahoma gin</source>
        <translation>Oklahoma-gini</translation>
    </message>
    <message>
        <source>Hollywood scoring</source>
        <translation>Hollywood-pisteenlasku</translation>
    </message>
    <message>
        <source>Poker gin rummy</source>
        <translation>Pokeriginirommi</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>P&amp;elaajia:</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Paikka %1:</translation>
    </message>
    <message>
        <source>A friend (gets an invitation)</source>
        <translation>Ystävä (saa kutsun)</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Tietokone: %1</translation>
    </message>
    <message>
        <source>&amp;Wait for a dropped line:</source>
        <translation>&amp;Odota katkennutta yhteyttä:</translation>
    </message>
    <message>
        <source>&amp;After that:</source>
        <translation>&amp;Sen jälkeen:</translation>
    </message>
    <message>
        <source>A computer player takes the seat</source>
        <translation>Tietokonepelaaja ottaa paikan</translation>
    </message>
    <message>
        <source>The table waits for the friend</source>
        <translation>Pöytä odottaa ystävää</translation>
    </message>
    <message>
        <source>&amp;Address in the invitations:</source>
        <translation>&amp;Osoite kutsuissa:</translation>
    </message>
    <message>
        <source>Each friend&apos;s seat gets an invitation, a link to send them. The match starts when every friend has joined. Friends on this local network can also find the table and ask to join.</source>
        <translation>Jokaisen ystävän paikalle tulee kutsu, linkki, jonka lähetät hänelle. Ottelu alkaa, kun kaikki ystävät ovat liittyneet. Samassa lähiverkossa olevat ystävät voivat myös löytää pöydän ja pyytää päästä mukaan.</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Avaa pöytä</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuutti</numerusform>
            <numerusform>%n minuuttia</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InvitationsDialog</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopioi</translation>
    </message>
    <message>
        <source>The invitation was copied: send it to your friend.</source>
        <translation>Kutsu kopioitiin: lähetä se ystävällesi.</translation>
    </message>
    <message>
        <source>Every friend is at the table.</source>
        <translation>Kaikki ystävät ovat pöydässä.</translation>
    </message>
    <message>
        <source>Invitations</source>
        <translation>Kutsut</translation>
    </message>
    <message>
        <source>Send each friend the invitation of their seat (by chat or e-mail). Whoever has the link can take the seat, so send it only to them.</source>
        <translation>Lähetä jokaiselle ystävälle hänen paikkansa kutsu (viestillä tai sähköpostilla). Linkin haltija voi ottaa paikan, joten lähetä se vain hänelle.</translation>
    </message>
    <message>
        <source>Table &amp;log:</source>
        <translation>Pöydän &amp;loki:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulje</translation>
    </message>
    <message>
        <source>Let a computer &amp;play</source>
        <translation>Anna tietokoneen &amp;pelata</translation>
    </message>
    <message>
        <source>Every seat is played: a computer plays in place of %1.</source>
        <translation>Kaikki paikat ovat pelissä: tietokone pelaa pelaajan %1 sijasta.</translation>
    </message>
    <message>
        <source>Every seat is played: computers play in place of %1.</source>
        <translation>Kaikki paikat ovat pelissä: tietokoneet pelaavat pelaajien %1 sijasta.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Standard gin rummy</source>
        <translation>Tavallinen ginirommi</translation>
    </message>
    <message>
        <source>Oklahoma gin</source>
        <translation>Oklahoma-gini</translation>
    </message>
    <message>
        <source>Hollywood scoring</source>
        <translation>Hollywood-pisteenlasku</translation>
    </message>
    <message>
        <source>Poker gin rummy</source>
        <translation>Pokeriginirommi</translation>
    </message>
    <message>
        <source>20-point gin</source>
        <translation>20 pisteen gini</translation>
    </message>
    <message>
        <source>Tournament gin (EAAI)</source>
        <translation>Turnausgini (EAAI)</translation>
    </message>
    <message>
        <source>Own rules</source>
        <translation>Omat säännöt</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 players · free seats: %4 · %5</source>
        <translation>%1 · %2 · %3 pelaajaa · vapaita paikkoja: %4 · %5</translation>
    </message>
    <message>
        <source>Asking %1 to let you in…</source>
        <translation>Pyydetään, että %1 päästää sinut mukaan…</translation>
    </message>
    <message>
        <source>%1 did not let you in.</source>
        <translation>%1 ei päästänyt sinua mukaan.</translation>
    </message>
    <message>
        <source>%1 has too many asking at once: try again in a moment.</source>
        <translation>Pelaajalta %1 pyytää liian moni yhtä aikaa: yritä hetken päästä uudelleen.</translation>
    </message>
    <message>
        <source>The table could not be reached (%1).</source>
        <translation>Pöytää ei tavoitettu (%1).</translation>
    </message>
    <message>
        <source>This is not an invitation: an invitation starts with ginrummy://</source>
        <translation>Tämä ei ole kutsu: kutsu alkaa ginrummy://</translation>
    </message>
    <message>
        <source>The invitation does not say which computer the table is on. Copy the whole link again.</source>
        <translation>Kutsusta puuttuu tietokone, jolla pöytä on. Kopioi koko linkki uudelleen.</translation>
    </message>
    <message>
        <source>The invitation&apos;s port is missing or wrong. Copy the whole link again.</source>
        <translation>Kutsun portti puuttuu tai on väärä. Kopioi koko linkki uudelleen.</translation>
    </message>
    <message>
        <source>The invitation&apos;s seat is missing or damaged. Copy the whole link again.</source>
        <translation>Kutsun paikka puuttuu tai on vioittunut. Kopioi koko linkki uudelleen.</translation>
    </message>
    <message>
        <source>The invitation&apos;s secret is missing or cut short. Copy the whole link again.</source>
        <translation>Kutsun salaisuus puuttuu tai on katkennut. Kopioi koko linkki uudelleen.</translation>
    </message>
    <message>
        <source>Something follows the invitation. Copy exactly the link, nothing after it.</source>
        <translation>Kutsun perässä on jotain. Kopioi vain linkki, ei mitään sen perästä.</translation>
    </message>
    <message>
        <source>Paste the invitation your friend sent you.</source>
        <translation>Liitä kutsu, jonka ystäväsi lähetti sinulle.</translation>
    </message>
    <message>
        <source>An invitation to a table at %1, port %2.</source>
        <translation>Kutsu pöytään osoitteessa %1, portti %2.</translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>Liity verkkopeliin</translation>
    </message>
    <message>
        <source>Paste the invitation a friend sent you, or ask to join a table on this local network.</source>
        <translation>Liitä ystävän lähettämä kutsu tai pyydä päästä mukaan pöytään tässä lähiverkossa.</translation>
    </message>
    <message>
        <source>&amp;Invitation:</source>
        <translation>&amp;Kutsu:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>&amp;Nimesi:</translation>
    </message>
    <message>
        <source>&amp;Tables on this network:</source>
        <translation>&amp;Pöydät tässä verkossa:</translation>
    </message>
    <message>
        <source>&amp;Search again</source>
        <translation>&amp;Etsi uudelleen</translation>
    </message>
    <message>
        <source>&amp;Ask to join</source>
        <translation>&amp;Pyydä päästä mukaan</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Liity</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>This is your hand of ten cards. The aim: put your cards into melds and keep the rest, your deadwood, low. %1 deals, so you play first.</source>
        <translation>Tässä on kätesi, kymmenen korttia. Tavoite: kokoa kortit yhdistelmiksi ja pidä loput, hukkapisteesi, pieninä. %1 jakaa, joten sinä aloitat.</translation>
    </message>
    <message>
        <source>Melds. A set is three or four cards of one rank, like your three sevens. A run is three or more cards in a row in one suit, like %1 %2 %3.</source>
        <translation>Yhdistelmät. Sarja on kolme tai neljä samanarvoista korttia, kuten kolme seiskaasi. Suora on vähintään kolme samaa maata olevaa korttia peräkkäin, kuten %1 %2 %3.</translation>
    </message>
    <message>
        <source>Cards in no meld are deadwood: aces count 1, number cards their value, pictures 10. Yours: %1, together %2. The line above your hand counts it for you.</source>
        <translation>Kortit, jotka eivät kuulu mihinkään yhdistelmään, ovat hukkakortteja: ässä on 1 piste, numerokortti arvonsa verran, kuvakortti 10. Sinun hukkakorttisi: %1, yhteensä %2. Kätesi yläpuolella oleva rivi laskee hukkapisteet puolestasi.</translation>
    </message>
    <message>
        <source>You drew the %1: %2 %3 %1 is a run. The ace is low: it goes below the 2, never above the king.</source>
        <translation>Nostit kortin %1: %2 %3 %1 on suora. Ässä on pieni: se tulee kakkosen alle, ei koskaan kuninkaan yläpuolelle.</translation>
    </message>
    <message>
        <source>%1 laid out melds and laid off the %2 on your hearts and the %3 on your clubs: whoever did not knock may add cards to the knocker&apos;s melds, and those stop counting as deadwood.</source>
        <translation>%1 levitti yhdistelmänsä ja liitti kortin %2 herttoihisi ja kortin %3 risteihisi: se, joka ei koputtanut, saa liittää kortteja koputtajan yhdistelmiin, eivätkä ne enää ole hukkakortteja.</translation>
    </message>
    <message>
        <source>You score the difference: %1&apos;s %2 in deadwood minus your %3 is %4 points. Had %1 ended with %3 or less, that would be an undercut: %1 would score the difference and %5 more. Knocking with no deadwood at all is gin: %6 more, and nothing may be laid off.</source>
        <translation>Saat erotuksen: pelaajan %1 %2 hukkapistettä miinus sinun %3 on %4 pistettä. Jos pelaajalle %1 olisi jäänyt %3 tai vähemmän, hän olisi alittanut sinut: %1 saisi erotuksen ja %5 pistettä lisää. Koputus ilman yhtään hukkapistettä on gin: %6 pistettä lisää, eikä kortteja saa liittää.</translation>
    </message>
    <message>
        <source>Read the note on the table first, then press Next.</source>
        <translation>Lue ensin pöydällä oleva ohje ja paina sitten Seuraava.</translation>
    </message>
    <message>
        <source>Take the %1 this time: it makes a set of sevens with your %2 and %3.</source>
        <translation>Ota avokortti %1 tällä kertaa: siitä tulee seiskojen sarja korttiesi %2 ja %3 kanssa.</translation>
    </message>
    <message>
        <source>Discard the %1 now: it is your costliest deadwood.</source>
        <translation>Heitä nyt pois kortti %1: se on kallein hukkakorttisi.</translation>
    </message>
    <message>
        <source>The %1 fits none of your melds: draw from the stock this time.</source>
        <translation>Kortti %1 ei sovi mihinkään yhdistelmääsi: nosta tällä kertaa nostopakasta.</translation>
    </message>
    <message>
        <source>Knock now: drag the %1 onto the knock spot. It leaves %2 in deadwood; the %3 would leave %4.</source>
        <translation>Koputa nyt: vedä %1 koputuspaikalle. Sinulle jää silloin %2 hukkapistettä; kortista %3 jäisi %4.</translation>
    </message>
    <message>
        <source>Learn to play · step %1 of %2</source>
        <translation>Opi pelaamaan · vaihe %1/%2</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Valmis</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Seuraava</translation>
    </message>
    <message>
        <source>Leave lesson</source>
        <translation>Lopeta opetus</translation>
    </message>
    <message>
        <source>Back to the table as it was (Esc)</source>
        <translation>Takaisin pöytään sellaisena kuin se oli (Esc)</translation>
    </message>
    <message>
        <source>The upcard, the %1. You may take it first: with your %2 and %3 it makes a set. Drag it into your hand, or press Take (T).</source>
        <translation>Avokortti on %1. Sinä saat ottaa sen ensin: korttiesi %2 ja %3 kanssa siitä tulee sarja. Vedä se käteesi tai paina Ota (T).</translation>
    </message>
    <message>
        <source>After taking a card you discard one. Throw away your costliest deadwood, the %1: drag it onto the discard pile, or double-click it (keys: the arrows to it, Space, Up, Space).</source>
        <translation>Kun olet ottanut kortin, heität yhden pois. Heitä kallein hukkakorttisi, %1: vedä se poistopakkaan tai kaksoisnapsauta sitä (näppäimin: nuolilla sen kohdalle, välilyönti, ylänuoli, välilyönti).</translation>
    </message>
    <message>
        <source>%1 drew from the stock and discarded the %2. Your turn: draw the top card of the stock or of the discard pile. The %2 fits none of your melds: drag a card from the stock into your hand (or press S).</source>
        <translation>%1 nosti nostopakasta ja heitti pois kortin %2. Sinun vuorosi: nosta päällimmäinen kortti nostopakasta tai poistopakasta. Kortti %2 ei sovi mihinkään yhdistelmääsi: vedä kortti nostopakasta käteesi (tai paina S).</translation>
    </message>
    <message>
        <source>Only the %1 and the %2 are left out. Knock: drag the %2 onto the knock spot (or press K). It is discarded face down (it turns up when the hand is scored), and you keep %3 in deadwood: 10 or less may knock.</source>
        <translation>Vain %1 ja %2 jäävät yhdistelmien ulkopuolelle. Koputa: vedä %2 koputuspaikalle (tai paina K). Se heitetään pois kuvapuoli alaspäin (se käännetään, kun jako lasketaan), ja sinulle jää %3 hukkapistettä: koputtaa saa, kun niitä on enintään 10.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Status</source>
        <translation>Tila</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Ginirommi</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Pistelomake</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Tiedosto</translation>
    </message>
    <message>
        <source>&amp;Print score sheet…</source>
        <translation>&amp;Tulosta pistelomake…</translation>
    </message>
    <message>
        <source>&amp;Export score sheet as PDF…</source>
        <translation>&amp;Vie pistelomake PDF-tiedostoksi…</translation>
    </message>
    <message>
        <source>Print a &amp;blank score sheet…</source>
        <translation>Tulosta t&amp;yhjä pistelomake…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Lopeta</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Peli</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Uusi peli…</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>&amp;Pelaa tämä jako uudelleen</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Tilastot…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Näytä</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Kieli</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animaatioiden nopeus</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Ei animaatioita</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Hidas</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaali</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Nopea</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>O&amp;hje</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Säännöt</translation>
    </message>
    <message>
        <source>&amp;Strategy</source>
        <translation>S&amp;trategia</translation>
    </message>
    <message>
        <source>&amp;About Gin Rummy</source>
        <translation>Tietoja &amp;Ginirommista</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Ota</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passaa</translation>
    </message>
    <message>
        <source>Draw from stock</source>
        <translation>Nostopakasta</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>Poistopakasta</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Koputa</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Big gin</translation>
    </message>
    <message>
        <source>Confirm lay-offs</source>
        <translation>Vahvista liittämiset</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Vihje</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Arvon mukaan</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Maan mukaan</translation>
    </message>
    <message>
        <source>Melds first</source>
        <translation>Yhdistelmät ensin</translation>
    </message>
    <message>
        <source>Sort your hand by rank</source>
        <translation>Järjestä kätesi arvon mukaan</translation>
    </message>
    <message>
        <source>Sort your hand by suit</source>
        <translation>Järjestä kätesi maan mukaan</translation>
    </message>
    <message>
        <source>Group your melds, deadwood last</source>
        <translation>Ryhmittele yhdistelmät, hukkakortit viimeiseksi</translation>
    </message>
    <message>
        <source>Next arrangement</source>
        <translation>Seuraava järjestys</translation>
    </message>
    <message>
        <source>Cancel knock</source>
        <translation>Peru koputus</translation>
    </message>
    <message>
        <source>S&amp;ort hand</source>
        <translation>&amp;Järjestä käsi</translation>
    </message>
    <message>
        <source>How your hand is sorted</source>
        <translation>Kätesi järjestys</translation>
    </message>
    <message>
        <source>Own order</source>
        <translation>Oma järjestys</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Nelivärinen pakka</translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, for telling the suits apart at a glance</source>
        <translation>Risti vihreä ja ruutu sininen, jotta maat erottaa yhdellä silmäyksellä</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>Korttien &amp;selkä</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Punainen</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Sininen</translation>
    </message>
    <message>
        <source>Offer &amp;hints</source>
        <translation>Tarjoa &amp;vihjeitä</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Näppäimet</translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation>Ko&amp;rttien koko</translation>
    </message>
    <message>
        <source>&amp;Table colour</source>
        <translation>&amp;Pöydän väri</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Suuret</translation>
    </message>
    <message>
        <source>Extra large</source>
        <translation>Erittäin suuret</translation>
    </message>
    <message>
        <source>Blue cloth</source>
        <translation>Sininen verka</translation>
    </message>
    <message>
        <source>Red cloth</source>
        <translation>Punainen verka</translation>
    </message>
    <message>
        <source>Grey cloth</source>
        <translation>Harmaa verka</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>&amp;Analyysi…</translation>
    </message>
    <message>
        <source>The coach: every decision of the finished hands judged, with luck</source>
        <translation>Valmentaja: päättyneiden jakojen jokainen päätös arvioituna, tuuri mukaan lukien</translation>
    </message>
    <message>
        <source>Green cloth</source>
        <translation>Vihreä verka</translation>
    </message>
    <message>
        <source>Allow &amp;undo</source>
        <translation>Salli pe&amp;ruminen</translation>
    </message>
    <message>
        <source>Offer Undo; games with a move taken back are kept out of the winning streaks</source>
        <translation>Tarjoa siirron perumista; pelit, joissa siirto peruttiin, eivät kerrytä voittoputkia</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Kumoa</translation>
    </message>
    <message>
        <source>Take back your last move (the computer&apos;s reply too)</source>
        <translation>Peru viimeisin siirtosi (myös tietokoneen vastaus)</translation>
    </message>
    <message>
        <source>Sound &amp;volume</source>
        <translation>Äänenv&amp;oimakkuus</translation>
    </message>
    <message>
        <source>Hand log</source>
        <translation>Jakoloki</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Ääni</translation>
    </message>
    <message>
        <source>Look through the discard &amp;pile</source>
        <translation>Se&amp;laa poistopakkaa</translation>
    </message>
    <message>
        <source>Every card of the discard pile, newest first (when the rules let players look)</source>
        <translation>Poistopakan kaikki kortit uusimmasta alkaen (kun säännöt sallivat selaamisen)</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Opi pelaamaan</translation>
    </message>
    <message>
        <source>A guided first hand: each step explained on the table (leave at any time with Esc)</source>
        <translation>Opastettu ensimmäinen jako: jokainen vaihe selitetään pöydällä (lopeta milloin tahansa Esc-näppäimellä)</translation>
    </message>
    <message>
        <source>The score sheet was saved as %1.</source>
        <translation>Pistelomake tallennettiin tiedostoon %1.</translation>
    </message>
    <message>
        <source>&amp;Host a network game…</source>
        <translation>A&amp;vaa verkkopeli…</translation>
    </message>
    <message>
        <source>Open a table for friends on other computers: each gets an invitation</source>
        <translation>Avaa pöytä ystäville toisilla tietokoneilla: jokainen saa kutsun</translation>
    </message>
    <message>
        <source>&amp;Join a network game…</source>
        <translation>&amp;Liity verkkopeliin…</translation>
    </message>
    <message>
        <source>Take a seat at a friend&apos;s table with their invitation, or find one on this network</source>
        <translation>Ota paikka ystävän pöydässä hänen kutsullaan tai etsi pöytä tästä verkosta</translation>
    </message>
    <message>
        <source>&amp;Invitations…</source>
        <translation>&amp;Kutsut…</translation>
    </message>
    <message>
        <source>The invitations of the table you host, who has joined, and the table&apos;s log</source>
        <translation>Avaamasi pöydän kutsut, ketkä ovat liittyneet ja pöydän loki</translation>
    </message>
    <message>
        <source>Sa&amp;y</source>
        <translation>Sa&amp;no</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Avaa verkkopeli</translation>
    </message>
    <message>
        <source>The table could not be opened: %1</source>
        <translation>Pöytää ei voitu avata: %1</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>Sinä: %1</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Verkkopeli</translation>
    </message>
    <message>
        <source>You have a seat at %1&apos;s network table. Take it back?</source>
        <translation>Sinulla on paikka verkkopöydässä, jonka isäntä on %1. Palataanko pöytään?</translation>
    </message>
    <message>
        <source>Rejoin the table</source>
        <translation>Palaa pöytään</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ei nyt</translation>
    </message>
    <message>
        <source>Connection lost, reconnecting…</source>
        <translation>Yhteys katkesi, yhdistetään uudelleen…</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Yhdistetään pöytään…</translation>
    </message>
    <message>
        <source>No hand to review yet: a deal can be reviewed once its number has come from the host and has been verified here.</source>
        <translation>Ei vielä analysoitavaa jakoa: jaon voi analysoida, kun isäntä on kertonut sen jakonumeron ja se on tarkistettu tällä koneella.</translation>
    </message>
    <message>
        <source>&amp;Continue later</source>
        <translation>&amp;Jatka myöhemmin</translation>
    </message>
    <message>
        <source>Keep the network match to continue it later with the same friends, and close the table</source>
        <translation>Tallenna verkko-ottelu jatkettavaksi myöhemmin samojen ystävien kanssa ja sulje pöytä</translation>
    </message>
    <message>
        <source>Give up the seat</source>
        <translation>Luovu paikasta</translation>
    </message>
    <message>
        <source>Host it again</source>
        <translation>Avaa pöytä uudelleen</translation>
    </message>
    <message>
        <source>New table</source>
        <translation>Uusi pöytä</translation>
    </message>
    <message>
        <source>Your network match with %1 is saved to continue later. Open its table again, or a new table (the saved match is then given up)?</source>
        <translation>Verkko-ottelusi pelaajan %1 kanssa on tallennettu myöhemmin jatkettavaksi. Avataanko sen pöytä uudelleen vai uusi pöytä (tallennetusta ottelusta luovutaan silloin)?</translation>
    </message>
    <message>
        <source>The table could not be opened again: %1

The match stays saved; try again with Game › Host a network game.</source>
        <translation>Pöytää ei voitu avata uudelleen: %1

Ottelu pysyy tallessa; yritä uudelleen kohdasta Peli › Avaa verkkopeli.</translation>
    </message>
    <message>
        <source>The match with %1 is saved. To go on with it, start the game again or choose Game › Host a network game; your friends&apos; games go back to the table by themselves.</source>
        <translation>Ottelu pelaajan %1 kanssa on tallennettu. Jatka sitä käynnistämällä peli uudelleen tai valitsemalla Peli › Avaa verkkopeli; ystäviesi pelit palaavat pöytään itsestään.</translation>
    </message>
    <message>
        <source>Continue later</source>
        <translation>Jatka myöhemmin</translation>
    </message>
    <message>
        <source>%1 · hand %2 · deal number %3</source>
        <translation>%1 · jako %2 · jakonumero %3</translation>
    </message>
    <message>
        <source>%1 · hand %2</source>
        <translation>%1 · jako %2</translation>
    </message>
    <message>
        <source>The coach reviews games of two players only: its trial plays of the hand are not made for a table of more.</source>
        <translation>Valmentaja arvioi vain kahden pelaajan pelejä: sen koepelit eivät sovi useamman pelaajan pöytään.</translation>
    </message>
    <message>
        <source>Your game from before is kept: Game › New game offers to continue it.</source>
        <translation>Aiempi pelisi on tallessa: Peli › Uusi peli tarjoaa sen jatkamista.</translation>
    </message>
    <message>
        <source>Connecting to the table… Your game here is kept for later.</source>
        <translation>Yhdistetään pöytään… Kesken oleva pelisi jää talteen myöhemmäksi.</translation>
    </message>
    <message>
        <source>Your game goes on: %1.</source>
        <translation>Pelisi jatkuu: %1.</translation>
    </message>
    <message>
        <source>Your game from before</source>
        <translation>Aiempi pelisi</translation>
    </message>
    <message>
        <source>Before the network game you were playing %1. Continue that game, or start a new one (that game is then lost)?</source>
        <translation>Ennen verkkopeliä sinulla oli kesken peli (%1). Jatketaanko sitä, vai aloitetaanko uusi peli (kesken jäänyt peli menetetään)?</translation>
    </message>
    <message>
        <source>&amp;Continue that game</source>
        <translation>&amp;Jatka sitä peliä</translation>
    </message>
    <message>
        <source>&amp;Start a new game</source>
        <translation>&amp;Aloita uusi peli</translation>
    </message>
    <message>
        <source>Before the network game you were playing %1. Continue that game, or host a new table (that game is then lost)?</source>
        <translation>Ennen verkkopeliä sinulla oli kesken peli (%1). Jatketaanko sitä, vai avataanko uusi pöytä (kesken jäänyt peli menetetään)?</translation>
    </message>
    <message>
        <source>&amp;Host a new table</source>
        <translation>&amp;Avaa uusi pöytä</translation>
    </message>
    <message>
        <source>Sco&amp;re sheet</source>
        <translation>Pistelo&amp;make</translation>
    </message>
    <message>
        <source>Hand lo&amp;g</source>
        <translation>Jakolok&amp;i</translation>
    </message>
    <message>
        <source>The score sheet was printed to the file %1.</source>
        <translation>Pistelomake tulostettiin tiedostoon %1.</translation>
    </message>
    <message>
        <source>The score sheet was sent to the printer %1.</source>
        <translation>Pistelomake lähetettiin tulostimelle %1.</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>P&amp;oistu pöydästä</translation>
    </message>
    <message>
        <source>Give up your seat at the network table you joined: its match goes on without you</source>
        <translation>Luovu paikastasi verkkopöydässä, johon liityit: sen ottelu jatkuu ilman sinua</translation>
    </message>
    <message>
        <source>You left the network table.</source>
        <translation>Poistuit verkkopöydästä.</translation>
    </message>
    <message>
        <source>You left %1&apos;s table.</source>
        <translation>Poistuit pöydästä, jonka isäntä on %1.</translation>
    </message>
    <message>
        <source>&amp;Where we stand</source>
        <translation>Missä m&amp;ennään</translation>
    </message>
    <message>
        <source>Says again the last message, your deadwood and the score (for a screen reader)</source>
        <translation>Sanoo uudelleen viimeisimmän viestin, hukkapisteesi ja pistetilanteen (ruudunlukijaa varten)</translation>
    </message>
    <message>
        <source>%1 shown beside the table; Tab goes there.</source>
        <translation>%1 näkyy pöydän vieressä; sarkain vie sinne.</translation>
    </message>
    <message>
        <source>%1 hidden.</source>
        <translation>%1 piilotettu.</translation>
    </message>
    <message>
        <source>Take back your kept seat at a network table (after the game was closed, or the host will continue later)</source>
        <translation>Palaa verkkopöydässä tallessa olevalle paikallesi (kun peli suljettiin tai isäntä jatkaa ottelua myöhemmin)</translation>
    </message>
    <message>
        <source>No seat at a network table is kept here.</source>
        <translation>Tallessa ei ole paikkaa missään verkkopöydässä.</translation>
    </message>
    <message>
        <source>Rej&amp;oin the table</source>
        <translation>Palaa pö&amp;ytään</translation>
    </message>
    <message>
        <source>You are at this table already.</source>
        <translation>Olet jo tässä pöydässä.</translation>
    </message>
    <message>
        <source>The kept seat could not be read: its file was put aside.</source>
        <translation>Tallessa olevaa paikkaa ei voitu lukea: sen tiedosto siirrettiin syrjään.</translation>
    </message>
</context>
<context>
    <name>NetworkHost</name>
    <message>
        <source>A connection from %1 was refused: %2.</source>
        <translation>Yhteys osoitteesta %1 torjuttiin: %2.</translation>
    </message>
    <message>
        <source>A guest at %1 was turned away from seat %2: %3.</source>
        <translation>Vieras osoitteesta %1 käännytettiin paikalta %2: %3.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A computer player (%1) takes seat %2.</source>
        <translation>Tietokonepelaaja (%1) ottaa paikan %2.</translation>
    </message>
    <message>
        <source>Every friend is at the table: the match starts.</source>
        <translation>Kaikki ystävät ovat pöydässä: ottelu alkaa.</translation>
    </message>
    <message>
        <source>The match is over; the table is closed.</source>
        <translation>Ottelu on päättynyt; pöytä on suljettu.</translation>
    </message>
    <message>
        <source>The table is open on port %1.</source>
        <translation>Pöytä on auki portissa %1.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Pelaaja %1</translation>
    </message>
    <message>
        <source>Waiting for friends to join: %1 of %2</source>
        <translation>Odotetaan ystäviä: %1/%2 liittynyt</translation>
    </message>
    <message>
        <source>Waiting for %1 to reconnect</source>
        <translation>Odotetaan, että %1 palaa</translation>
    </message>
    <message>
        <source>Waiting for %1 to reconnect (%2:%3)</source>
        <translation>Odotetaan, että %1 palaa pöytään (%2:%3)</translation>
    </message>
    <message>
        <source>Seat 1: you</source>
        <translation>Paikka 1: sinä</translation>
    </message>
    <message>
        <source>Seat %1: a computer player (%2)</source>
        <translation>Paikka %1: tietokonepelaaja (%2)</translation>
    </message>
    <message>
        <source>Seat %1: waiting for a friend</source>
        <translation>Paikka %1: odottaa ystävää</translation>
    </message>
    <message>
        <source>Seat %1: %2, connected</source>
        <translation>Paikka %1: %2, yhteydessä</translation>
    </message>
    <message>
        <source>Seat %1: %2, not connected</source>
        <translation>Paikka %1: %2, ei yhteyttä</translation>
    </message>
    <message>
        <source>%1 is back at seat %2.</source>
        <translation>%1 palasi paikalle %2.</translation>
    </message>
    <message>
        <source>%1 came back to seat %2.</source>
        <translation>%1 tuli takaisin paikalle %2.</translation>
    </message>
    <message>
        <source>%1 joined at seat %2.</source>
        <translation>%1 liittyi paikalle %2.</translation>
    </message>
    <message>
        <source>%1 left the table.</source>
        <translation>%1 lähti pöydästä.</translation>
    </message>
    <message>
        <source>%1&apos;s line dropped (%2).</source>
        <translation>Pelaajan %1 yhteys katkesi (%2).</translation>
    </message>
    <message>
        <source>%1 did not come back within %2 s.</source>
        <translation>%1 ei palannut %2 sekunnissa.</translation>
    </message>
    <message>
        <source>%1 (%2) asks to join.</source>
        <translation>%1 (%2) pyytää päästä mukaan.</translation>
    </message>
    <message>
        <source>No free seat for %1: declined.</source>
        <translation>Ei vapaata paikkaa pelaajalle %1: kieltäydyttiin.</translation>
    </message>
    <message>
        <source>Someone asks to join</source>
        <translation>Joku pyytää päästä mukaan</translation>
    </message>
    <message>
        <source>%1 asks to join your table. Let them in?</source>
        <translation>%1 pyytää päästä pöytääsi. Päästetäänkö mukaan?</translation>
    </message>
    <message>
        <source>%1 was let in to seat %2.</source>
        <translation>%1 päästettiin paikalle %2.</translation>
    </message>
    <message>
        <source>%1 was not let in.</source>
        <translation>Pelaajaa %1 ei päästetty mukaan.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Isäntä</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>Sinä: %1</translation>
    </message>
    <message>
        <source>the invitation&apos;s secret is wrong</source>
        <translation>kutsun salaisuus on väärä</translation>
    </message>
    <message>
        <source>the seat is taken</source>
        <translation>paikka on varattu</translation>
    </message>
    <message>
        <source>the seat is closed</source>
        <translation>paikka on suljettu</translation>
    </message>
    <message>
        <source>another version of the game</source>
        <translation>pelin eri versio</translation>
    </message>
    <message>
        <source>not a game&apos;s connection</source>
        <translation>ei pelin yhteys</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>ei vastausta ajoissa</translation>
    </message>
    <message>
        <source>code %1</source>
        <translation>koodi %1</translation>
    </message>
    <message>
        <source>the connection was cut</source>
        <translation>yhteys katkesi</translation>
    </message>
    <message>
        <source>it sent what the game does not accept</source>
        <translation>se lähetti jotain, mitä peli ei hyväksy</translation>
    </message>
    <message>
        <source>the saved table cannot be read (%1)</source>
        <translation>tallennettua pöytää ei voi lukea (%1)</translation>
    </message>
    <message>
        <source>the saved match cannot be replayed</source>
        <translation>tallennettua ottelua ei voi toistaa</translation>
    </message>
    <message>
        <source>port %1 is in use by another program (%2), and your friends&apos; invitations point to it.</source>
        <translation>portti %1 on toisen ohjelman käytössä (%2), ja ystäviesi kutsut osoittavat siihen.</translation>
    </message>
    <message>
        <source>The match is saved to continue later; the table is closed.</source>
        <translation>Ottelu on tallennettu myöhemmin jatkettavaksi; pöytä on suljettu.</translation>
    </message>
    <message>
        <source>The saved match goes on at hand %1.</source>
        <translation>Tallennettu ottelu jatkuu jaosta %1.</translation>
    </message>
    <message>
        <source>Seat %1: a computer player (%2) in place of %3</source>
        <translation>Paikka %1: tietokonepelaaja (%2) pelaajan %3 sijasta</translation>
    </message>
    <message>
        <source>an invitation this table does not have (withdrawn, or its seat given to a computer)</source>
        <translation>kutsu, jota tällä pöydällä ei ole (peruttu tai sen paikka annettu tietokoneelle)</translation>
    </message>
    <message>
        <source>%1 did not come back within %2 s; the seat waits for them (or let a computer play it).</source>
        <translation>%1 ei palannut %2 sekunnissa; paikka odottaa häntä (tai anna tietokoneen pelata sillä).</translation>
    </message>
    <message>
        <source>%1&apos;s line dropped.</source>
        <translation>Pelaajan %1 yhteys katkesi.</translation>
    </message>
    <message>
        <source>the secure handshake failed: an invitation with a wrong secret, or not the game</source>
        <translation>suojattu yhteys ei avautunut: kutsun salaisuus on väärä, tai yhteys ei ole pelin</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>&amp;Game number:</source>
        <translation>&amp;Jakonumero:</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Sääntökokoelma:</translation>
    </message>
    <message>
        <source>&amp;Knock limit:</source>
        <translation>&amp;Koputusraja:</translation>
    </message>
    <message>
        <source>Big gin:</source>
        <translation>Big gin:</translation>
    </message>
    <message>
        <source>Discard pile browsable (home rule):</source>
        <translation>Poistopakan selaaminen (kotisääntö):</translation>
    </message>
    <message>
        <source>Oklahoma (knock limit from the upcard):</source>
        <translation>Oklahoma (koputusraja avokortista):</translation>
    </message>
    <message>
        <source>Oklahoma: an ace upcard requires gin:</source>
        <translation>Oklahoma: ässä avokorttina vaatii ginin:</translation>
    </message>
    <message>
        <source>Oklahoma: a spade upcard doubles the hand:</source>
        <translation>Oklahoma: pata avokorttina tuplaa jaon:</translation>
    </message>
    <message>
        <source>Hollywood scoring (three games):</source>
        <translation>Hollywood-pisteenlasku (kolme peliä):</translation>
    </message>
    <message>
        <source>Next dealer:</source>
        <translation>Seuraava jakaja:</translation>
    </message>
    <message>
        <source>Gin bonus:</source>
        <translation>Ginibonus:</translation>
    </message>
    <message>
        <source>Big gin bonus:</source>
        <translation>Big gin -bonus:</translation>
    </message>
    <message>
        <source>Undercut bonus:</source>
        <translation>Alittamisbonus:</translation>
    </message>
    <message>
        <source>Poker gin: bonus below the knocker:</source>
        <translation>Pokeriginirommi: bonus koputtajan alittamisesta:</translation>
    </message>
    <message>
        <source>Poker gin: gin bonus:</source>
        <translation>Pokeriginirommi: ginibonus:</translation>
    </message>
    <message>
        <source>Game target:</source>
        <translation>Pelin tavoite:</translation>
    </message>
    <message>
        <source>Box bonus per hand won:</source>
        <translation>Laatikkobonus voitettua jakoa kohden:</translation>
    </message>
    <message>
        <source>Game bonus:</source>
        <translation>Pelibonus:</translation>
    </message>
    <message>
        <source>Shutout:</source>
        <translation>Valkoinen peli:</translation>
    </message>
    <message>
        <source>Shutout game bonus:</source>
        <translation>Valkoisen pelin pelibonus:</translation>
    </message>
    <message>
        <source>Double the settlement on a shutout:</source>
        <translation>Loppulaskelman tuplaus valkoisessa pelissä:</translation>
    </message>
    <message>
        <source>Poker gin has its own scoring: turn off Oklahoma and Hollywood.</source>
        <translation>Pokeriginillä on oma pisteenlaskunsa: poista Oklahoma ja Hollywood käytöstä.</translation>
    </message>
    <message>
        <source>These rules cannot be played: %1</source>
        <translation>Näillä säännöillä ei voi pelata: %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Uusi peli</translation>
    </message>
    <message>
        <source>Standard gin rummy</source>
        <translation>Tavallinen ginirommi</translation>
    </message>
    <message>
        <source>20-point bonuses</source>
        <translation>20 pisteen bonukset</translation>
    </message>
    <message>
        <source>Oklahoma gin</source>
        <translation>Oklahoma-gini</translation>
    </message>
    <message>
        <source>Hollywood scoring</source>
        <translation>Hollywood-pisteenlasku</translation>
    </message>
    <message>
        <source>Hollywood and Oklahoma</source>
        <translation>Hollywood ja Oklahoma</translation>
    </message>
    <message>
        <source>Poker gin rummy</source>
        <translation>Pokeriginirommi</translation>
    </message>
    <message>
        <source>Alternate</source>
        <translation>Vuorotellen</translation>
    </message>
    <message>
        <source>Winner of the hand deals</source>
        <translation>Jaon voittaja jakaa</translation>
    </message>
    <message>
        <source>Loser of the hand deals</source>
        <translation>Jaon häviäjä jakaa</translation>
    </message>
    <message>
        <source>Bigger game bonus</source>
        <translation>Suurempi pelibonus</translation>
    </message>
    <message>
        <source>Winner&apos;s hand points doubled</source>
        <translation>Voittajan jakopisteet tuplataan</translation>
    </message>
    <message>
        <source>random</source>
        <translation>satunnainen</translation>
    </message>
    <message>
        <source>Tournament (no big gin, no game bonuses)</source>
        <translation>Turnaus (ei big giniä eikä pelibonuksia)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Omat säännöt</translation>
    </message>
    <message>
        <source>%1 can be from %2 to %3.</source>
        <translation>%1 voi olla %2–%3.</translation>
    </message>
    <message>
        <source>A name can have at most %1 characters.</source>
        <translation>Nimessä voi olla enintään %1 merkkiä.</translation>
    </message>
    <message>
        <source>All &amp;rules</source>
        <translation>K&amp;aikki säännöt</translation>
    </message>
    <message>
        <source>The rule preset, every option of the rules, each computer&apos;s level and the game number</source>
        <translation>Sääntökokoelma, jokainen sääntövalinta, kunkin tietokoneen taso ja jakonumero</translation>
    </message>
    <message>
        <source>%1, level:</source>
        <comment>a computer player&apos;s name</comment>
        <translation>%1, taso:</translation>
    </message>
</context>
<context>
    <name>Paths</name>
    <message>
        <source>Saved games moved</source>
        <translation>Tallennetut pelit siirretty</translation>
    </message>
    <message>
        <source>Gin Rummy now keeps its games in %1. The files of an earlier version were in %2.</source>
        <translation>Ginirommi tallentaa pelinsä nyt kansioon %1. Aiemman version tiedostot olivat kansiossa %2.</translation>
    </message>
    <message>
        <source>Moved to %1: %2.</source>
        <translation>Siirretty kansioon %1: %2.</translation>
    </message>
    <message>
        <source>Files of the same name were already in %1 and keep their names (the current game stays the current one); the earlier version&apos;s files are beside them as: %2.</source>
        <translation>Kansiossa %1 oli jo samannimisiä tiedostoja, ja ne pitävät nimensä (nykyinen peli pysyy nykyisenä); aiemman version tiedostot ovat niiden vieressä niminä: %2.</translation>
    </message>
    <message>
        <source>Could not be moved, left in %1 (the next start tries again): %2.</source>
        <translation>Ei voitu siirtää, jätettiin kansioon %1 (seuraava käynnistys yrittää uudelleen): %2.</translation>
    </message>
</context>
<context>
    <name>PileViewer</name>
    <message>
        <source>%1, the top card</source>
        <translation>%1, päällimmäinen kortti</translation>
    </message>
    <message>
        <source>The discard pile: no card can be seen.</source>
        <translation>Poistopakka: yhtään korttia ei näy.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile, newest first: %n card(s)</source>
        <translation>
            <numerusform>Poistopakka uusimmasta alkaen: %n kortti</numerusform>
            <numerusform>Poistopakka uusimmasta alkaen: %n korttia</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulje</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Poistopakka</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Tiedostoon %1 ei voi kirjoittaa: %2</translation>
    </message>
</context>
<context>
    <name>QuickMessages</name>
    <message>
        <source>Hello</source>
        <translation>Hei</translation>
    </message>
    <message>
        <source>Good game</source>
        <translation>Hyvä peli</translation>
    </message>
    <message>
        <source>Nice gin</source>
        <translation>Hieno gini</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>Hyvin pelattu</translation>
    </message>
    <message>
        <source>Thanks</source>
        <translation>Kiitos</translation>
    </message>
    <message>
        <source>Just a moment…</source>
        <translation>Hetkinen…</translation>
    </message>
    <message>
        <source>Oops</source>
        <translation>Hups</translation>
    </message>
    <message>
        <source>Another match?</source>
        <translation>Uusi ottelu?</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>New game</source>
        <translation>Uusi peli</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Seuraava jako</translation>
    </message>
    <message>
        <source>Drawn hand: only two cards were left in the stock. Nobody scores.</source>
        <translation>Tasapeli: nostopakassa oli jäljellä enää kaksi korttia. Kukaan ei saa pisteitä.</translation>
    </message>
    <message numerus="yes">
        <source>%1 knocked and wins %n point(s).</source>
        <translation>
            <numerusform>%1 koputti ja voittaa %n pisteen.</numerusform>
            <numerusform>%1 koputti ja voittaa %n pistettä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 went gin and wins %n point(s).</source>
        <translation>
            <numerusform>%1 teki ginin ja voittaa %n pisteen.</numerusform>
            <numerusform>%1 teki ginin ja voittaa %n pistettä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 made big gin and wins %n point(s).</source>
        <translation>
            <numerusform>%1 teki big ginin ja voittaa %n pisteen.</numerusform>
            <numerusform>%1 teki big ginin ja voittaa %n pistettä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 undercut %2 and wins %n point(s).</source>
        <translation>
            <numerusform>%1 alitti koputtajan (%2) ja voittaa %n pisteen.</numerusform>
            <numerusform>%1 alitti koputtajan (%2) ja voittaa %n pistettä.</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Pelaaja</translation>
    </message>
    <message>
        <source>Deadwood</source>
        <translation>Hukkapisteet</translation>
    </message>
    <message>
        <source>Laid off</source>
        <translation>Liitetyt</translation>
    </message>
    <message>
        <source>After lay-offs</source>
        <translation>Liittämisen jälkeen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pisteet</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Yhteensä</translation>
    </message>
    <message>
        <source>knocker</source>
        <translation>koputtaja</translation>
    </message>
    <message>
        <source>The first upcard was a spade: this hand counts double.</source>
        <translation>Ensimmäinen avokortti oli pata: tämän jaon pisteet tuplataan.</translation>
    </message>
    <message>
        <source>The match is over: a tie.</source>
        <translation>Ottelu on päättynyt tasan.</translation>
    </message>
    <message numerus="yes">
        <source>The match is over: %1 wins with %n point(s).</source>
        <translation>
            <numerusform>Ottelu on päättynyt: %1 voittaa %n pisteellä.</numerusform>
            <numerusform>Ottelu on päättynyt: %1 voittaa %n pisteellä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You knocked and win %n point(s).</source>
        <translation>
            <numerusform>Koputit ja voitat %n pisteen.</numerusform>
            <numerusform>Koputit ja voitat %n pistettä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You went gin and win %n point(s).</source>
        <translation>
            <numerusform>Teit ginin ja voitat %n pisteen.</numerusform>
            <numerusform>Teit ginin ja voitat %n pistettä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You made big gin and win %n point(s).</source>
        <translation>
            <numerusform>Teit big ginin ja voitat %n pisteen.</numerusform>
            <numerusform>Teit big ginin ja voitat %n pistettä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You undercut %1 and win %n point(s).</source>
        <translation>
            <numerusform>Alitit koputtajan (%1) ja voitat %n pisteen.</numerusform>
            <numerusform>Alitit koputtajan (%1) ja voitat %n pistettä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 undercut you and wins %n point(s).</source>
        <translation>
            <numerusform>%1 alitti sinut ja voittaa %n pisteen.</numerusform>
            <numerusform>%1 alitti sinut ja voittaa %n pistettä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gin bonus: %n point(s).</source>
        <translation>
            <numerusform>Ginibonus: %n piste.</numerusform>
            <numerusform>Ginibonus: %n pistettä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin bonus: %n point(s).</source>
        <translation>
            <numerusform>Big gin -bonus: %n piste.</numerusform>
            <numerusform>Big gin -bonus: %n pistettä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut bonus: %n point(s).</source>
        <translation>
            <numerusform>Alittamisbonus: %n piste.</numerusform>
            <numerusform>Alittamisbonus: %n pistettä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match is over: you win with %n point(s).</source>
        <translation>
            <numerusform>Ottelu on päättynyt: voitat %n pisteellä.</numerusform>
            <numerusform>Ottelu on päättynyt: voitat %n pisteellä.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal number %1</source>
        <translation>Jakonumero %1</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyysi</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Uusintaottelu</translation>
    </message>
    <message>
        <source>The match is a tie.</source>
        <translation>Ottelu päättyi tasan.</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Voitit ottelun!</translation>
    </message>
    <message>
        <source>%1 wins the match.</source>
        <translation>%1 voitti ottelun.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a player and the points paid</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 takes the difference in deadwood from each player: %2.</source>
        <translation>%1 saa jokaiselta pelaajalta hukkapisteiden erotuksen: %2.</translation>
    </message>
    <message>
        <source>The knocker %1 was beaten: each player below its deadwood gets a bonus: %2.</source>
        <translation>Koputtaja %1 hävisi: jokainen, jonka hukkapisteet jäivät koputtajan alle, saa bonuksen: %2.</translation>
    </message>
    <message>
        <source>You take the difference in deadwood from each player: %1.</source>
        <translation>Saat jokaiselta pelaajalta hukkapisteiden erotuksen: %1.</translation>
    </message>
    <message>
        <source>You knocked and were beaten: each player below your deadwood gets a bonus: %1.</source>
        <translation>Koputit ja hävisit: jokainen, jonka hukkapisteet jäivät alle sinun, saa bonuksen: %1.</translation>
    </message>
    <message>
        <source>Score: %1.</source>
        <translation>Tilanne: %1.</translation>
    </message>
    <message numerus="yes">
        <source>The match is over: you win by %n point(s) in the settlement.</source>
        <translation>
            <numerusform>Ottelu on päättynyt: voitat loppulaskelmassa %n pisteellä.</numerusform>
            <numerusform>Ottelu on päättynyt: voitat loppulaskelmassa %n pisteellä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match is over: %1 wins by %n point(s) in the settlement.</source>
        <translation>
            <numerusform>Ottelu on päättynyt: %1 voittaa loppulaskelmassa %n pisteellä.</numerusform>
            <numerusform>Ottelu on päättynyt: %1 voittaa loppulaskelmassa %n pisteellä.</numerusform>
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
            <numerusform>%1 %n kortti</numerusform>
            <numerusform>%1 %n korttia</numerusform>
        </translation>
    </message>
    <message>
        <source>Deadwood after lay-offs: %1.</source>
        <translation>Hukkapisteet liittämisen jälkeen: %1.</translation>
    </message>
    <message>
        <source>Laid off: %1.</source>
        <translation>Liitetty: %1.</translation>
    </message>
    <message>
        <source>Game %1 score: %2.</source>
        <comment>Hollywood: one of its three games</comment>
        <translation>Pelin %1 tilanne: %2.</translation>
    </message>
</context>
<context>
    <name>ReviewChart</name>
    <message numerus="yes">
        <source>%n match(es) analysed</source>
        <translation>
            <numerusform>%n ottelu analysoitu</numerusform>
            <numerusform>%n ottelua analysoitu</numerusform>
        </translation>
    </message>
    <message>
        <source>Error rate per match</source>
        <translation>Virhetaso otteluittain</translation>
    </message>
    <message>
        <source>Luck per match (points of game-win chance)</source>
        <translation>Tuuri otteluittain (%-yksikköä pelin voittotodennäköisyydestä)</translation>
    </message>
    <message>
        <source>No match analysed yet: the coach reviews every finished match.</source>
        <translation>Yhtään ottelua ei ole vielä analysoitu: valmentaja arvioi jokaisen päättyneen ottelun.</translation>
    </message>
</context>
<context>
    <name>ReviewText</name>
    <message>
        <source>Take the upcard</source>
        <translation>Ota avokortti</translation>
    </message>
    <message>
        <source>Pass the upcard</source>
        <translation>Passaa avokortti</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Nosta nostopakasta</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Ota poistopakasta</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Heitä pois %1</translation>
    </message>
    <message>
        <source>Knock, discarding %1</source>
        <translation>Koputa ja heitä pois %1</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Big gin</translation>
    </message>
    <message>
        <source>Lay off %1</source>
        <translation>Liitä %1</translation>
    </message>
    <message>
        <source>Lay off nothing</source>
        <translation>Älä liitä mitään</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>epätarkkuus</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>virhe</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>vakava virhe</translation>
    </message>
    <message>
        <source>The %1 gives gin.</source>
        <translation>Kortilla %1 saa ginin.</translation>
    </message>
    <message>
        <source>The %1 joins a meld.</source>
        <translation>Kortti %1 sopii yhdistelmään.</translation>
    </message>
    <message>
        <source>The %1 joins no meld; the stock was better.</source>
        <translation>Kortti %1 ei sovi mihinkään yhdistelmään; nostopakka oli parempi.</translation>
    </message>
    <message>
        <source>The %1 breaks a meld; the %2 is loose.</source>
        <translation>Kortti %1 rikkoo yhdistelmän; kortti %2 on irrallinen.</translation>
    </message>
    <message>
        <source>The opponent collects cards like the %1.</source>
        <translation>Vastustaja kerää kortin %1 kaltaisia kortteja.</translation>
    </message>
    <message>
        <source>The %1 fits the %2 the opponent picked up.</source>
        <translation>Kortti %1 sopii korttiin %2, jonka vastustaja otti.</translation>
    </message>
    <message numerus="yes">
        <source>Discarding the %1 keeps %n point(s) less deadwood.</source>
        <translation>
            <numerusform>Kortin %1 poisheitto jättää %n hukkapisteen vähemmän.</numerusform>
            <numerusform>Kortin %1 poisheitto jättää %n hukkapistettä vähemmän.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarding the %1 keeps %n card(s) that improve the hand.</source>
        <translation>
            <numerusform>Kortin %1 poisheiton jälkeen %n kortti parantaa kättä.</numerusform>
            <numerusform>Kortin %1 poisheiton jälkeen %n korttia parantaa kättä.</numerusform>
        </translation>
    </message>
    <message>
        <source>The knock risks an undercut; playing on was better.</source>
        <translation>Koputusta uhkaa alittaminen; jatkaminen oli parempi.</translation>
    </message>
    <message>
        <source>Knocking with the %1 was better than playing on.</source>
        <translation>Koputus heittämällä pois kortin %1 oli parempi kuin jatkaminen.</translation>
    </message>
    <message>
        <source>Discarding the %1 gives gin.</source>
        <translation>Heittämällä pois kortin %1 saa ginin.</translation>
    </message>
    <message numerus="yes">
        <source>The best lay-offs save %n more point(s).</source>
        <translation>
            <numerusform>Parhaat liittämiset säästävät %n pisteen enemmän.</numerusform>
            <numerusform>Parhaat liittämiset säästävät %n pistettä enemmän.</numerusform>
        </translation>
    </message>
    <message>
        <source>played like Expert</source>
        <translation>pelasi kuin Mestari</translation>
    </message>
    <message>
        <source>played like Strong</source>
        <translation>pelasi kuin Vahva</translation>
    </message>
    <message>
        <source>played like Casual</source>
        <translation>pelasi kuin Harrastaja</translation>
    </message>
    <message>
        <source>played like Beginner</source>
        <translation>pelasi kuin Aloittelija</translation>
    </message>
    <message>
        <source>first upcard</source>
        <translation>ensimmäinen avokortti</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>nosto</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>poisheitto</translation>
    </message>
    <message>
        <source>lay-offs</source>
        <translation>liittäminen</translation>
    </message>
    <message>
        <source>knock or play on</source>
        <translation>koputus vai jatko</translation>
    </message>
    <message>
        <source>%1 (played, best)</source>
        <translation>%1 (pelattu, paras)</translation>
    </message>
    <message>
        <source>%1 (played, as good as the best)</source>
        <translation>%1 (pelattu, yhtä hyvä kuin paras)</translation>
    </message>
    <message>
        <source>%1 (played)</source>
        <translation>%1 (pelattu)</translation>
    </message>
    <message>
        <source>%1 (best)</source>
        <translation>%1 (paras)</translation>
    </message>
    <message>
        <source>%1 (as good as the best)</source>
        <translation>%1 (yhtä hyvä kuin paras)</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review</source>
        <translation>Analyysi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
    </message>
    <message>
        <source>First action (Home)</source>
        <translation>Ensimmäinen siirto (Home)</translation>
    </message>
    <message>
        <source>Back one action (Left)</source>
        <translation>Yksi siirto taaksepäin (vasen nuoli)</translation>
    </message>
    <message>
        <source>Forward one action (Right)</source>
        <translation>Yksi siirto eteenpäin (oikea nuoli)</translation>
    </message>
    <message>
        <source>Last action (End)</source>
        <translation>Viimeinen siirto (End)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Siirto</translation>
    </message>
    <message>
        <source>Chance to win the game</source>
        <translation>Pelin voittotodennäköisyys</translation>
    </message>
    <message>
        <source>Points of the hand</source>
        <translation>Jaon pisteet</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Jako %1</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Siirto %1/%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal&lt;/b&gt;</source>
        <translation>&lt;b&gt;Jako&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1: %2 (deadwood %3)</source>
        <translation>%1: %2 (hukkapisteet %3)</translation>
    </message>
    <message>
        <source>Stock, top first: %1</source>
        <translation>Nostopakka päältä alkaen: %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>tyhjä</translation>
    </message>
    <message>
        <source>Discard pile, top last: %1</source>
        <translation>Poistopakka, päällimmäinen viimeisenä: %1</translation>
    </message>
    <message>
        <source>On the table: %1</source>
        <translation>Pöydässä: %1</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analyysi peruttiin.</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analysoidaan…</translation>
    </message>
    <message>
        <source>Step forward to see each decision judged.</source>
        <translation>Siirry eteenpäin, niin näet jokaisen päätöksen arvion.</translation>
    </message>
    <message>
        <source>Luck of the draw: %1 points of game-win chance.</source>
        <translation>Noston tuuri: %1 prosenttiyksikköä pelin voittotodennäköisyyttä.</translation>
    </message>
    <message>
        <source>%1 (%2): &lt;b&gt;%3&lt;/b&gt;, %4 points of game-win chance lost; best: %5.</source>
        <translation>%1 (%2): &lt;b&gt;%3&lt;/b&gt;, pelin voittotodennäköisyydestä menetettiin %4 prosenttiyksikköä; paras: %5.</translation>
    </message>
    <message>
        <source>Nothing to decide here.</source>
        <translation>Tässä ei ollut päätettävää.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Match summary&lt;/b&gt; (%n hand(s) analysed)</source>
        <translation>
            <numerusform>&lt;b&gt;Ottelun yhteenveto&lt;/b&gt; (%n jako analysoitu)</numerusform>
            <numerusform>&lt;b&gt;Ottelun yhteenveto&lt;/b&gt; (%n jakoa analysoitu)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): the best move.</source>
        <translation>%1 (%2): paras siirto.</translation>
    </message>
    <message>
        <source>%1 (%2): a good move, %3 points of game-win chance below the best, within the coach&apos;s margin.</source>
        <translation>%1 (%2): hyvä siirto, %3 prosenttiyksikköä pelin voittotodennäköisyyttä parasta heikompi, valmentajan marginaalin sisällä.</translation>
    </message>
    <message numerus="yes">
        <source>%1: error rate %2 over %n decision(s) where the choice mattered (%3 judged in all; in the others no move was clearly worse); inaccuracies %4, mistakes %5, blunders %6; luck %7; %8</source>
        <translation>
            <numerusform>%1: virhetaso %2 laskettuna %n päätöksestä, jossa valinnalla oli väliä (arvioitu kaikkiaan %3; muissa mikään siirto ei ollut selvästi huonompi); epätarkkuuksia %4, virheitä %5, vakavia virheitä %6; tuuri %7; %8</numerusform>
            <numerusform>%1: virhetaso %2 laskettuna %n päätöksestä, joissa valinnalla oli väliä (arvioitu kaikkiaan %3; muissa mikään siirto ei ollut selvästi huonompi); epätarkkuuksia %4, virheitä %5, vakavia virheitä %6; tuuri %7; %8</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): the best move; the moves listed above it differ by less than the coach&apos;s margin.</source>
        <translation>%1 (%2): paras siirto; sen yläpuolella luetellut eroavat siitä vähemmän kuin valmentajan marginaali.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Chance to win the game: %1.</source>
        <translation>Pelin voittotodennäköisyys: %1.</translation>
    </message>
    <message>
        <source>The coach plays each move out many times, the cards hidden from the player dealt at random. Chance to win the game: how often the player then won the game. Points of the hand: the hand&apos;s points on average in those plays, the player&apos;s less the opponent&apos;s (not the points really scored). Error rate and luck: points of the chance to win the game, lost on average per decision, or given and taken by the draws.</source>
        <translation>Valmentaja pelaa jokaisen siirron loppuun monessa koepelissä, ja pelaajalta piilossa olleet kortit jaetaan niissä sattumanvaraisesti. Pelin voittotodennäköisyys: kuinka usein pelaaja sitten voitti pelin. Jaon pisteet: jaon pisteet koepeleissä keskimäärin, pelaajan pisteet vähennettynä vastustajan pisteillä (ei jaon todellinen tulos). Virhetaso ja tuuri: pelin voittotodennäköisyyden prosenttiyksikköjä; virhetaso on päätöstä kohden keskimäärin menetetty osuus, tuuri nostojen antama tai viemä osuus.</translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>the file is too large to be a save</source>
        <translation>tiedosto on liian suuri ollakseen tallennus</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>virheellistä JSONia tavun %1 kohdalla: %2</translation>
    </message>
    <message>
        <source>not a Gin Rummy save</source>
        <translation>ei ole Ginirommin tallennus</translation>
    </message>
    <message>
        <source>no Gin Rummy save header</source>
        <translation>Ginirommin tallennuksen otsake puuttuu</translation>
    </message>
    <message>
        <source>the format version is missing or invalid</source>
        <translation>muodon versio puuttuu tai on virheellinen</translation>
    </message>
    <message>
        <source>save format %1, this version reads format %2</source>
        <translation>tallennusmuoto %1, tämä versio lukee muotoa %2</translation>
    </message>
    <message>
        <source>the checksum does not match the content</source>
        <translation>tarkistussumma ei vastaa sisältöä</translation>
    </message>
    <message>
        <source>the rules cannot be read: %1</source>
        <translation>sääntöjä ei voi lukea: %1</translation>
    </message>
    <message>
        <source>%1 seats for a game of %2 players</source>
        <translation>%1 pelipaikkaa %2 pelaajan peliin</translation>
    </message>
    <message>
        <source>a seat cannot be read</source>
        <translation>pelipaikkaa ei voi lukea</translation>
    </message>
    <message>
        <source>unknown computer level &quot;%1&quot;</source>
        <translation>tuntematon tietokoneen taso ”%1”</translation>
    </message>
    <message>
        <source>the hands cannot be read</source>
        <translation>jakoja ei voi lukea</translation>
    </message>
    <message>
        <source>hand %1 cannot be read</source>
        <translation>jakoa %1 ei voi lukea</translation>
    </message>
    <message>
        <source>hand %1 starts before hand %2 is over</source>
        <translation>jako %1 alkaa ennen kuin jako %2 on päättynyt</translation>
    </message>
    <message>
        <source>hand %1 is played after the end of the match</source>
        <translation>jako %1 on pelattu ottelun päätyttyä</translation>
    </message>
    <message>
        <source>hand %1, move %2 cannot be read: &quot;%3&quot;</source>
        <translation>jaon %1 siirtoa %2 ei voi lukea: ”%3”</translation>
    </message>
    <message>
        <source>hand %1, move %2 (%3) is refused: %4</source>
        <translation>jaon %1 siirto %2 (%3) hylätään: %4</translation>
    </message>
    <message>
        <source>There is no saved game at %1.</source>
        <translation>Tallennettua peliä ei ole sijainnissa %1.</translation>
    </message>
    <message>
        <source>The saved game %1 could not be read: %2</source>
        <translation>Tallennettua peliä %1 ei voitu lukea: %2</translation>
    </message>
    <message>
        <source>The file %1 is not a Gin Rummy saved game (%2).</source>
        <translation>Tiedosto %1 ei ole Ginirommin tallennettu peli (%2).</translation>
    </message>
    <message>
        <source>The saved game %1 is damaged and cannot be resumed (%2).</source>
        <translation>Tallennettu peli %1 on vahingoittunut, eikä sitä voi jatkaa (%2).</translation>
    </message>
    <message>
        <source>The saved game %1 was written by a newer version of Gin Rummy and cannot be opened by this version (%2).</source>
        <translation>Tallennettu peli %1 on Ginirommin uudemman version kirjoittama, eikä tämä versio voi avata sitä (%2).</translation>
    </message>
    <message>
        <source>The saved game %1 contains a move the rules do not allow, so it cannot be resumed (%2).</source>
        <translation>Tallennetussa pelissä %1 on siirto, jota säännöt eivät salli, joten peliä ei voi jatkaa (%2).</translation>
    </message>
    <message>
        <source>the rules are missing</source>
        <translation>säännöt puuttuvat</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>ei ole tavallinen tiedosto</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>kansiota %1 ei voi luoda</translation>
    </message>
    <message>
        <source>the written file does not read back as written</source>
        <translation>levyltä takaisin luettu tiedosto ei vastaa kirjoitettua</translation>
    </message>
    <message>
        <source>the written file does not load: %1</source>
        <translation>kirjoitettu tiedosto ei lataudu: %1</translation>
    </message>
    <message>
        <source>the undo mark cannot be read</source>
        <translation>perumismerkintää ei voi lukea</translation>
    </message>
    <message>
        <source>the hand order cannot be read</source>
        <translation>käden järjestystä ei voi lukea</translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot;</source>
        <translation>tuntematon asetus ”%1”</translation>
    </message>
    <message>
        <source>the option %1 is given twice</source>
        <translation>asetus %1 on annettu kahdesti</translation>
    </message>
    <message>
        <source>%1 is not a value of the option %2 (%3 to %4)</source>
        <translation>%1 ei ole asetuksen %2 arvo (%3–%4)</translation>
    </message>
    <message>
        <source>the option %1 is missing</source>
        <translation>asetus %1 puuttuu</translation>
    </message>
    <message>
        <source>the options are not in the order this game writes them</source>
        <translation>asetukset eivät ole siinä järjestyksessä, jossa tämä peli ne kirjoittaa</translation>
    </message>
    <message>
        <source>the match seed &quot;%1&quot; is not a number as this game writes it</source>
        <translation>ottelun jakonumero ”%1” ei ole luku siinä muodossa, jossa tämä peli sen kirjoittaa</translation>
    </message>
    <message>
        <source>hand %1, move %2 is not written as this game writes it: &quot;%3&quot;</source>
        <translation>jaon %1 siirtoa %2 ei ole kirjoitettu niin kuin tämä peli sen kirjoittaa: ”%3”</translation>
    </message>
    <message>
        <source>the deals&apos; seeds cannot be read</source>
        <translation>jakojen jakonumeroita ei voi lukea</translation>
    </message>
    <message>
        <source>the seed of deal %1 &quot;%2&quot; is not a number as this game writes it</source>
        <translation>jaon %1 jakonumero ”%2” ei ole luku siinä muodossa, jossa tämä peli sen kirjoittaa</translation>
    </message>
    <message>
        <source>the first deal&apos;s seed is not the match seed</source>
        <translation>ensimmäisen jaon jakonumero ei ole ottelun jakonumero</translation>
    </message>
    <message>
        <source>the network table cannot be read</source>
        <translation>verkkopöytää ei voi lukea</translation>
    </message>
</context>
<context>
    <name>SaveStatus</name>
    <message>
        <source>The game is saved again.</source>
        <translation>Peli tallentuu taas.</translation>
    </message>
    <message>
        <source>⚠ Not saved</source>
        <translation>⚠ Ei tallennettu</translation>
    </message>
    <message>
        <source>The game is not saved</source>
        <translation>Peliä ei ole tallennettu</translation>
    </message>
    <message>
        <source>The game cannot be saved (%1). Saving is tried again after every move.</source>
        <translation>Peliä ei voi tallentaa (%1). Tallennusta yritetään uudelleen jokaisen siirron jälkeen.</translation>
    </message>
    <message>
        <source>The game cannot be saved (%1). %2 Saving is tried again after every move.</source>
        <translation>Peliä ei voi tallentaa (%1). %2 Tallennusta yritetään uudelleen jokaisen siirron jälkeen.</translation>
    </message>
    <message>
        <source>This window does not save the game.</source>
        <translation>Tämä ikkuna ei tallenna peliä.</translation>
    </message>
    <message>
        <source>⚠ Read-only: not saved</source>
        <translation>⚠ Vain luku: ei tallenneta</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Player %1</source>
        <translation>Pelaaja %1</translation>
    </message>
    <message>
        <source>Gin rummy score sheet</source>
        <translation>Ginirommin pistelomake</translation>
    </message>
    <message numerus="yes">
        <source>Poker gin rummy, %n players</source>
        <translation>
            <numerusform>Pokeriginirommi, %n pelaaja</numerusform>
            <numerusform>Pokeriginirommi, %n pelaajaa</numerusform>
        </translation>
    </message>
    <message>
        <source>Hollywood Oklahoma gin</source>
        <translation>Hollywood-Oklahoma-gini</translation>
    </message>
    <message>
        <source>Hollywood gin</source>
        <translation>Hollywood-gini</translation>
    </message>
    <message>
        <source>Oklahoma gin</source>
        <translation>Oklahoma-gini</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>Pelaajat: %1</translation>
    </message>
    <message>
        <source>game to %1</source>
        <translation>peli %1 pisteeseen</translation>
    </message>
    <message>
        <source>knock at any deadwood</source>
        <translation>koputus millä tahansa hukkapisteillä</translation>
    </message>
    <message>
        <source>gin bonus %1</source>
        <translation>ginibonus %1</translation>
    </message>
    <message>
        <source>%1 to each player below the knocker</source>
        <translation>%1 jokaiselle koputtajan alittaneelle</translation>
    </message>
    <message>
        <source>knock limit: value of the first upcard</source>
        <translation>koputusraja: ensimmäisen avokortin arvo</translation>
    </message>
    <message>
        <source>knock limit %1</source>
        <translation>koputusraja %1</translation>
    </message>
    <message>
        <source>an ace upcard requires gin</source>
        <translation>ässä avokorttina vaatii ginin</translation>
    </message>
    <message>
        <source>a spade upcard doubles the hand</source>
        <translation>pata avokorttina tuplaa jaon</translation>
    </message>
    <message>
        <source>big gin bonus %1</source>
        <translation>big gin -bonus %1</translation>
    </message>
    <message>
        <source>no big gin</source>
        <translation>ei big giniä</translation>
    </message>
    <message>
        <source>undercut bonus %1</source>
        <translation>alittamisbonus %1</translation>
    </message>
    <message>
        <source>box bonus %1</source>
        <translation>laatikkobonus %1</translation>
    </message>
    <message>
        <source>game bonus %1</source>
        <translation>pelibonus %1</translation>
    </message>
    <message>
        <source>shutout game bonus %1</source>
        <translation>valkoisen pelin pelibonus %1</translation>
    </message>
    <message>
        <source>a shutout doubles the hand points</source>
        <translation>valkoinen peli tuplaa jakopisteet</translation>
    </message>
    <message>
        <source>settlement doubled on a shutout</source>
        <translation>loppulaskelma tuplataan valkoisessa pelissä</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Jako</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Jakaja</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Tulos</translation>
    </message>
    <message>
        <source>Won from</source>
        <translation>Voitti pelaajilta</translation>
    </message>
    <message>
        <source>Deadwood</source>
        <translation>Hukkapisteet</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pisteet</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>Kertymä</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Peli %1</translation>
    </message>
    <message>
        <source>Game %1 closed after hand %2</source>
        <translation>Peli %1 suljettiin jaon %2 jälkeen</translation>
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
        <translation>Jakopisteet</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Voitetut jaot</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Valkoinen peli</translation>
    </message>
    <message>
        <source>Shutout: hand points doubled</source>
        <translation>Valkoinen peli: jakopisteet tuplattu</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Pelibonus</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Yhteensä</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Loppulaskelma</translation>
    </message>
    <message>
        <source>Match result</source>
        <translation>Ottelun tulos</translation>
    </message>
    <message>
        <source>closed after hand %1</source>
        <translation>suljettu jaon %1 jälkeen</translation>
    </message>
    <message>
        <source>open</source>
        <translation>auki</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ei</translation>
    </message>
    <message>
        <source>yes: game bonus %1</source>
        <translation>kyllä: pelibonus %1</translation>
    </message>
    <message>
        <source>yes: hand points doubled</source>
        <translation>kyllä: jakopisteet tuplattu</translation>
    </message>
    <message>
        <source>Winner: %1, %2 points</source>
        <translation>voittaja %1, %2 pistettä</translation>
    </message>
    <message>
        <source>tied at the top</source>
        <translation>tasan kärjessä</translation>
    </message>
    <message>
        <source>%2 × 2 = %3 to %1 (shutout)</source>
        <extracomment>%1 = winner, %2 = difference of the totals, %3 = settlement (twice the difference).</extracomment>
        <translation>voittaja %1: %2 × 2 = %3 (valkoinen peli)</translation>
    </message>
    <message>
        <source>%2 to %1</source>
        <translation>voittaja %1: %2</translation>
    </message>
    <message>
        <source>The match is even</source>
        <translation>Ottelu päättyi tasan</translation>
    </message>
    <message>
        <source>Match winner: %1, by %2</source>
        <translation>Ottelun voittaja %1, ero %2</translation>
    </message>
    <message>
        <source>Box bonus</source>
        <translation>Laatikkobonus</translation>
    </message>
    <message>
        <source>Standard gin</source>
        <translation>Tavallinen gini</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Pelin tila</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>result and winner</comment>
        <extracomment>Result of a hand and who won it, e.g. &quot;gin (Oskar)&quot;, &quot;undercut (Anna)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Tournament gin (EAAI)</source>
        <translation>Turnausgini (EAAI)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a column&apos;s group and player</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Jako %1</translation>
    </message>
    <message>
        <source>Dealer %1</source>
        <translation>Jakaja %1</translation>
    </message>
    <message>
        <source>Won from %1</source>
        <translation>Voitti pelaajilta %1</translation>
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
        <translation>Päiväys: ____________</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>Pelattu %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Sivu %1/%2</translation>
    </message>
</context>
<context>
    <name>ScoreSheetWidget</name>
    <message>
        <source>&amp;Print…</source>
        <translation>T&amp;ulosta…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Vie P&amp;DF…</translation>
    </message>
    <message>
        <source>&amp;Blank sheet…</source>
        <translation>T&amp;yhjä lomake…</translation>
    </message>
    <message>
        <source>score-sheet-%1.pdf</source>
        <extracomment>Suggested file name of an exported score sheet; %1 = date as 2024-05-31.</extracomment>
        <translation>pistelomake-%1.pdf</translation>
    </message>
    <message>
        <source>Export score sheet as PDF</source>
        <translation>Vie pistelomake PDF-tiedostoksi</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-tiedostot (*.pdf)</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF-vienti</translation>
    </message>
    <message>
        <source>No match yet: the sheet fills in as you play.</source>
        <translation>Ei vielä ottelua: lomake täyttyy pelatessa.</translation>
    </message>
</context>
<context>
    <name>ScoreText</name>
    <message>
        <source>Game %1 (closed): %2 %3 – %4 %5</source>
        <comment>a Hollywood game: names and totals</comment>
        <translation>Peli %1 (suljettu): %2 %3 – %4 %5</translation>
    </message>
    <message>
        <source>Game %1: %2 %3 – %4 %5</source>
        <comment>a Hollywood game: names and totals</comment>
        <translation>Peli %1: %2 %3 – %4 %5</translation>
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
        <translation>Aloittelija</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Vahva</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Mestari</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Harrastaja</translation>
    </message>
</context>
<context>
    <name>SetupChoices</name>
    <message>
        <source>&amp;Opponent</source>
        <translation>&amp;Vastustaja</translation>
    </message>
    <message>
        <source>Learning too: plays from its own hand and now and then misses a good card.</source>
        <translation>Opettelee itsekin: pelaa vain omilla korteillaan ja ohittaa joskus hyvän kortin.</translation>
    </message>
    <message>
        <source>Counts the cards and avoids giving you what you need.</source>
        <translation>Laskee kortteja eikä mielellään anna sinulle tarvitsemaasi.</translation>
    </message>
    <message>
        <source>Thinks a draw ahead and seldom gives anything away.</source>
        <translation>Ennakoi seuraavan noston eikä juuri anna mitään ilmaiseksi.</translation>
    </message>
    <message>
        <source>The toughest: simulates deals and waits for gin when knocking is risky.</source>
        <translation>Kovin vastus: simuloi jakoja ja odottaa giniä, kun koputus on riskialtis.</translation>
    </message>
    <message>
        <source>Take turns at one screen; the hands are hidden between turns.</source>
        <translation>Pelatkaa vuorotellen samalla näytöllä; kädet piilotetaan vuorojen välillä.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>A computer level and the name of the computer player at that level, e.g. &quot;Beginner · Aino&quot;.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Two players on this screen</source>
        <translation>Kaksi pelaajaa samalla näytöllä</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>N&amp;imesi</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sinä</translation>
    </message>
    <message>
        <source>Second player&apos;s na&amp;me</source>
        <translation>Toisen pelaajan ni&amp;mi</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Pelaaja 2</translation>
    </message>
    <message>
        <source>Oklahoma gin</source>
        <translation>Oklahoma-gini</translation>
    </message>
    <message>
        <source>Hollywood scoring</source>
        <translation>Hollywood-pisteenlasku</translation>
    </message>
    <message>
        <source>Poker gin rummy</source>
        <translation>Pokeriginirommi</translation>
    </message>
    <message>
        <source>The first upcard sets the knock limit of each hand.</source>
        <translation>Ensimmäinen avokortti määrää jaon koputusrajan.</translation>
    </message>
    <message>
        <source>Three games scored at once on one sheet.</source>
        <translation>Kolme peliä lasketaan yhtä aikaa samalle pistelomakkeelle.</translation>
    </message>
    <message>
        <source>2–5 players; knock at any count, the lowest deadwood scores from everyone.</source>
        <translation>2–5 pelaajaa; koputtaa saa millä pistemäärällä tahansa, pienimmillä hukkapisteillä saa pisteet kaikilta.</translation>
    </message>
    <message>
        <source>Pla&amp;yers at the table:</source>
        <translation>Pelaajia pöy&amp;dässä:</translation>
    </message>
    <message>
        <source>Standard gin rummy</source>
        <translation>Tavallinen ginirommi</translation>
    </message>
    <message numerus="yes">
        <source>Knock with %1 or less in deadwood; the first to %n points wins.</source>
        <translation>
            <numerusform>Koputa, kun hukkapisteitä on enintään %1; ensimmäinen %n pisteeseen voittaa.</numerusform>
            <numerusform>Koputa, kun hukkapisteitä on enintään %1; ensimmäinen %n pisteeseen voittaa.</numerusform>
        </translation>
    </message>
    <message>
        <source>G&amp;ame</source>
        <translation>P&amp;eli</translation>
    </message>
    <message>
        <source>First player&apos;s &amp;name</source>
        <translation>Ensimmäisen pelaajan &amp;nimi</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Pelaaja 1</translation>
    </message>
    <message>
        <source>Poker gin is played against the computer.</source>
        <translation>Pokeriginirommia pelataan tietokoneita vastaan.</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>&amp;Vastustajat</translation>
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
        <translation>Tavallinen gini</translation>
    </message>
    <message>
        <source>Oklahoma gin</source>
        <translation>Oklahoma-gini</translation>
    </message>
    <message>
        <source>Hollywood gin</source>
        <translation>Hollywood-gini</translation>
    </message>
    <message>
        <source>Hollywood Oklahoma gin</source>
        <translation>Hollywood-Oklahoma-gini</translation>
    </message>
    <message>
        <source>Poker gin</source>
        <translation>Pokeriginirommi</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Tilastot</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Vastustaja:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Muunnelma:</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Nollaa…</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Kaikki tasot</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Kaikki muunnelmat</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Pelatut pelit:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Voitetut pelit:</translation>
    </message>
    <message>
        <source>Games won (%):</source>
        <translation>Voitetut pelit (%):</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Pelatut jaot:</translation>
    </message>
    <message>
        <source>Hands won:</source>
        <translation>Voitetut jaot:</translation>
    </message>
    <message>
        <source>Gins:</source>
        <translation>Ginit:</translation>
    </message>
    <message>
        <source>Big gins:</source>
        <translation>Big ginit:</translation>
    </message>
    <message>
        <source>You undercut the knocker:</source>
        <translation>Alitit koputtajan:</translation>
    </message>
    <message>
        <source>You were undercut:</source>
        <translation>Sinut alitettiin:</translation>
    </message>
    <message>
        <source>Best game (points):</source>
        <translation>Paras peli (pisteet):</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Pisin voittoputki:</translation>
    </message>
    <message>
        <source>–</source>
        <comment>no value yet</comment>
        <translation>–</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Nollaa tilastot</translation>
    </message>
    <message>
        <source>Clear the statistics of every opponent and variant? This cannot be undone.</source>
        <translation>Tyhjennetäänkö kaikkien vastustajien ja muunnelmien tilastot? Tätä ei voi perua.</translation>
    </message>
    <message>
        <source>Games with a move taken back:</source>
        <translation>Pelit, joissa siirto peruttiin:</translation>
    </message>
    <message>
        <source>Matches analysed by the coach:</source>
        <translation>Valmentajan analysoimat ottelut:</translation>
    </message>
    <message>
        <source>Mean error rate:</source>
        <translation>Keskimääräinen virhetaso:</translation>
    </message>
    <message>
        <source>Mean luck per match:</source>
        <translation>Keskimääräinen tuuri ottelua kohden:</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ei vielä</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Knock</source>
        <translation>Koputa</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Poistopakka</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Nostopakka: %n kortti</numerusform>
            <numerusform>Nostopakka: %n korttia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n point(s) · dealer</source>
        <translation>
            <numerusform>%1 · %n piste · jakaja</numerusform>
            <numerusform>%1 · %n pistettä · jakaja</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n point(s)</source>
        <translation>
            <numerusform>%1 · %n piste</numerusform>
            <numerusform>%1 · %n pistettä</numerusform>
        </translation>
    </message>
    <message>
        <source>Hands hidden: pass the screen to %1.</source>
        <translation>Kädet on piilotettu. Anna näyttö seuraavalle pelaajalle (%1).</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>Tasapeli</translation>
    </message>
    <message>
        <source>Deadwood after lay-offs: %1 · click or drag cards to change, then confirm</source>
        <translation>Hukkapisteet liitosten jälkeen: %1 · muuta napsauttamalla tai vetämällä, sitten vahvista</translation>
    </message>
    <message>
        <source>Deadwood: 0 · you have big gin!</source>
        <translation>Hukkapisteet: 0 · sinulla on big gin!</translation>
    </message>
    <message>
        <source>Deadwood: %1 · you can go gin!</source>
        <translation>Hukkapisteet: %1 · voit tehdä ginin!</translation>
    </message>
    <message>
        <source>Deadwood: %1 · you can knock (best: %2 left)</source>
        <translation>Hukkapisteet: %1 · voit koputtaa (parhaimmillaan jää %2)</translation>
    </message>
    <message>
        <source>Deadwood: %1 · knock limit %2</source>
        <translation>Hukkapisteet: %1 · koputusraja %2</translation>
    </message>
    <message>
        <source>Deadwood: %1</source>
        <translation>Hukkapisteet: %1</translation>
    </message>
    <message>
        <source>The %1 cannot be laid off on any meld.</source>
        <translation>Korttia %1 ei voi liittää mihinkään yhdistelmään.</translation>
    </message>
    <message>
        <source>Pick up the card to discard face down first (Space on a card in your hand).</source>
        <translation>Valitse ensin kortti, jonka heität kuvapuoli alaspäin (välilyönti kädessäsi olevan kortin kohdalla).</translation>
    </message>
    <message numerus="yes">
        <source>Your melds can be laid out in %n equally good ways: click your hand or press Next arrangement to see the next one, then Knock. Esc takes the card back.</source>
        <translation>
            <numerusform>Yhdistelmäsi voi levittää %n yhtä hyvällä tavalla: vaihda järjestystä napsauttamalla kättäsi tai ”Seuraava järjestys”, sitten ”Koputa”. Esc ottaa kortin takaisin.</numerusform>
            <numerusform>Yhdistelmäsi voi levittää %n yhtä hyvällä tavalla: vaihda järjestystä napsauttamalla kättäsi tai ”Seuraava järjestys”, sitten ”Koputa”. Esc ottaa kortin takaisin.</numerusform>
        </translation>
    </message>
    <message>
        <source>Knocking with %1 deadwood · arrangement %2 of %3</source>
        <translation>Koputus %1 hukkapisteellä · järjestys %2/%3</translation>
    </message>
    <message>
        <source>%1, suggested by the hint</source>
        <translation>%1, vihjeen ehdotus</translation>
    </message>
    <message numerus="yes">
        <source>stock, %n card(s)</source>
        <translation>
            <numerusform>nostopakka, %n kortti</numerusform>
            <numerusform>nostopakka, %n korttia</numerusform>
        </translation>
    </message>
    <message>
        <source>discard pile, top card %1</source>
        <translation>poistopakka, päällimmäisenä %1</translation>
    </message>
    <message>
        <source>discard pile, empty</source>
        <translation>poistopakka, tyhjä</translation>
    </message>
    <message>
        <source>knock spot, %1 to be discarded face down</source>
        <translation>koputuspaikka, %1 heitetään pois kuvapuoli alaspäin</translation>
    </message>
    <message>
        <source>knock spot</source>
        <translation>koputuspaikka</translation>
    </message>
    <message>
        <source>%1, in your hand, unmatched</source>
        <translation>%1, kädessäsi, ei yhdistelmässä</translation>
    </message>
    <message>
        <source>%1, in your hand, part of a run</source>
        <translation>%1, kädessäsi, osa suoraa</translation>
    </message>
    <message>
        <source>%1, in your hand, part of a set</source>
        <translation>%1, kädessäsi, osa sarjaa</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n card(s) face down</source>
        <translation>
            <numerusform>%1, %n kortti kuvapuoli alaspäin</numerusform>
            <numerusform>%1, %n korttia kuvapuoli alaspäin</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Drop the card on the discard pile to discard it, on the knock spot to knock, or in your hand to move it.</source>
        <translation>Pudota kortti poistopakkaan heittääksesi sen pois, koputuspaikalle koputtaaksesi tai käteesi siirtääksesi sitä.</translation>
    </message>
    <message>
        <source>Drop the card on a meld to lay it off, or back in your hand.</source>
        <translation>Pudota kortti yhdistelmän päälle liittääksesi sen tai takaisin käteesi.</translation>
    </message>
    <message>
        <source>Drop the card in your hand to take it.</source>
        <translation>Pudota kortti käteesi ottaaksesi sen.</translation>
    </message>
    <message>
        <source>The knock discard lies face down until the hand is over.</source>
        <translation>Koputuksen poistokortti on kuvapuoli alaspäin jaon loppuun asti.</translation>
    </message>
    <message>
        <source>To lay off, drag a card of your hand onto this meld, or click the card in your hand.</source>
        <translation>Liitä kortti vetämällä se kädestäsi tämän yhdistelmän päälle tai napsauttamalla sitä kädessäsi.</translation>
    </message>
    <message>
        <source>Those are %1&apos;s cards: you cannot take them.</source>
        <translation>Nämä ovat pelaajan %1 kortit: et voi ottaa niitä.</translation>
    </message>
    <message>
        <source>Next arrangement is for knocking: when your melds can be laid out in more than one way, A shows the next way.</source>
        <translation>Seuraava järjestys kuuluu koputukseen: kun yhdistelmäsi voi asettaa usealla tavalla, A näyttää seuraavan.</translation>
    </message>
    <message>
        <source>Hints are turned off: View › Offer hints turns them on.</source>
        <translation>Vihjeet ovat pois päältä: Näytä › Tarjoa vihjeitä ottaa ne käyttöön.</translation>
    </message>
    <message>
        <source>Choose how to lay out your melds first: Knock confirms, Esc takes the card back.</source>
        <translation>Valitse ensin, miten yhdistelmäsi asetetaan: Koputa vahvistaa, Esc ottaa kortin takaisin.</translation>
    </message>
    <message>
        <source>Pick up a card of your hand first (Space on the card), then Space on a meld lays it off.</source>
        <translation>Tartu ensin korttiin kädessäsi (välilyönti kortin kohdalla), sitten välilyönti yhdistelmän kohdalla liittää sen.</translation>
    </message>
    <message>
        <source>Only the top card of the discard pile can be seen: looking through the pile is a home rule that is not played in this game.</source>
        <translation>Poistopakasta näkyy vain päällimmäinen kortti: poistopakan selaaminen on kotisääntö, jota tässä pelissä ei käytetä.</translation>
    </message>
    <message>
        <source>discard pile, the knock card %1 face down on top</source>
        <translation>poistopakka, päällimmäisenä koputuskortti %1 kuvapuoli alaspäin</translation>
    </message>
    <message>
        <source>discard pile, the knock card face down on top</source>
        <translation>poistopakka, päällimmäisenä koputuskortti kuvapuoli alaspäin</translation>
    </message>
    <message>
        <source>%1, picked up</source>
        <translation>%1, nostettu</translation>
    </message>
    <message>
        <source>meld of %1: %2</source>
        <translation>pelaajan %1 yhdistelmä: %2</translation>
    </message>
    <message>
        <source>%1. Laid off by you: %2</source>
        <translation>%1. Liität siihen: %2</translation>
    </message>
    <message>
        <source>your hand: %1</source>
        <translation>kätesi: %1</translation>
    </message>
    <message>
        <source>The %1 is back in your hand, picked up: Space on a meld lays it off, Esc keeps it.</source>
        <translation>Kortti %1 on taas kädessäsi, nostettuna: välilyönti yhdistelmän kohdalla liittää sen, Esc pitää sen kädessä.</translation>
    </message>
    <message>
        <source>The %1 goes onto the meld of %2. Confirm the lay-offs when you are done (C).</source>
        <translation>Kortti %1 liitetään pelaajan %2 yhdistelmään. Vahvista liittämiset, kun olet valmis (C).</translation>
    </message>
    <message numerus="yes">
        <source>your cards, %n card(s)</source>
        <translation>
            <numerusform>sinun korttisi, %n kortti</numerusform>
            <numerusform>sinun korttisi, %n korttia</numerusform>
        </translation>
    </message>
    <message>
        <source>Back with it: %1.</source>
        <translation>Sen mukana takaisin: %1.</translation>
    </message>
    <message>
        <source>Hand ended: %1</source>
        <translation>Jako päättyi: %1</translation>
    </message>
    <message>
        <source>%1 · spade upcard: the hand counts double</source>
        <translation>%1 · pata avokorttina: jaon pisteet tuplataan</translation>
    </message>
    <message>
        <source>Orange dot: deadwood, a card in none of the melds. Its points count when the hand is scored.</source>
        <translation>Oranssi täplä: hukkakortti, joka ei kuulu mihinkään yhdistelmään. Sen pisteet lasketaan, kun jako pisteytetään.</translation>
    </message>
    <message>
        <source>Blue dot: laid off on another player&apos;s meld. Its points do not count.</source>
        <translation>Sininen täplä: liitetty toisen pelaajan yhdistelmään. Sen pisteitä ei lasketa.</translation>
    </message>
    <message>
        <source>Green ring: the card the hint suggests.</source>
        <translation>Vihreä kehys: vihjeen ehdottama kortti.</translation>
    </message>
    <message>
        <source>Holding the %1: Up to the discard pile or the knock spot, then Space. Esc puts it back.</source>
        <translation>Pidät korttia %1: ylänuolella poistopakkaan tai koputuspaikalle, sitten välilyönti. Esc palauttaa sen.</translation>
    </message>
    <message>
        <source>Holding the %1: Space at its new place in your hand puts it there. Esc puts it back.</source>
        <translation>Pidät korttia %1: välilyönti sen uudella paikalla kädessäsi siirtää sen sinne. Esc palauttaa sen.</translation>
    </message>
    <message>
        <source>Deadwood after lay-offs: %1 · Space on a card, then on a meld; then confirm</source>
        <translation>Hukkapisteet liitosten jälkeen: %1 · välilyönti kortilla, sitten yhdistelmällä; sitten vahvista</translation>
    </message>
    <message>
        <source>Deadwood: %1 · knock limit %2 (upcard %3)</source>
        <translation>Hukkapisteet: %1 · koputusraja %2 (avokortti %3)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n piste</numerusform>
            <numerusform>%n pistettä</numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>jakaja</translation>
    </message>
    <message>
        <source>Holding the %1: Up to a meld and Space lays it off there; Left or Right moves it in your hand. Esc puts it back.</source>
        <translation>Pidät korttia %1: ylänuolella yhdistelmään, ja välilyönti liittää sen siihen; vasen tai oikea nuoli siirtää sitä kädessäsi. Esc palauttaa sen.</translation>
    </message>
    <message>
        <source>Deadwood: %1 · gin only (upcard %2)</source>
        <translation>Hukkapisteet: %1 · vain gin (avokortti %2)</translation>
    </message>
    <message>
        <source>%1; the hint puts the %2 here</source>
        <translation>%1; vihje ehdottaa tähän korttia %2</translation>
    </message>
    <message>
        <source>Deadwood: %1 · a knock leaves %2: if anyone has as much or less, the lowest wins the hand</source>
        <translation>Hukkapisteet: %1 · koputtaessa jää %2: jos jollakulla on yhtä paljon tai vähemmän, jaon voittaa se, jolla on vähiten</translation>
    </message>
</context>
<context>
    <name>TableStory</name>
    <message>
        <source>Took the upcard %1</source>
        <translation>Otti avokortin %1</translation>
    </message>
    <message>
        <source>Passed the upcard %1</source>
        <translation>Passasi avokortin %1</translation>
    </message>
    <message>
        <source>Drew from the stock</source>
        <translation>Nosti nostopakasta</translation>
    </message>
    <message>
        <source>Took %1 from the discard pile</source>
        <translation>Otti poistopakasta kortin %1</translation>
    </message>
    <message>
        <source>Discarded %1</source>
        <translation>Heitti pois kortin %1</translation>
    </message>
    <message>
        <source>Knocked</source>
        <translation>Koputti</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Big gin</translation>
    </message>
    <message numerus="yes">
        <source>Laid off %n card(s)</source>
        <translation>
            <numerusform>Liitti %n kortin</numerusform>
            <numerusform>Liitti %n korttia</numerusform>
        </translation>
    </message>
    <message>
        <source>Knocker</source>
        <translation>Koputtaja</translation>
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
        <translation>Korttipöytä</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Welcome to Gin Rummy</source>
        <translation>Tervetuloa pelaamaan ginirommia</translation>
    </message>
    <message>
        <source>Choose whom to play and the game, then Play. New to gin rummy? Learn to play walks you through one hand.</source>
        <translation>Valitse vastustaja ja peli ja paina Pelaa. Onko ginirommi sinulle uusi? Opi pelaamaan käy kanssasi läpi yhden jaon.</translation>
    </message>
    <message>
        <source>Lang&amp;uage:</source>
        <translation>&amp;Kieli:</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Pe&amp;laa</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Opi pelaamaan</translation>
    </message>
    <message>
        <source>Open a table for friends on other computers</source>
        <translation>Avaa pöytä ystäville toisilla tietokoneilla</translation>
    </message>
    <message>
        <source>&amp;Join a network game…</source>
        <translation>Liity ve&amp;rkkopeliin…</translation>
    </message>
    <message>
        <source>Take a seat at a friend&apos;s table</source>
        <translation>Ota paikka ystävän pöydässä</translation>
    </message>
    <message>
        <source>Host a net&amp;work game…</source>
        <translation>&amp;Avaa verkkopeli…</translation>
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
