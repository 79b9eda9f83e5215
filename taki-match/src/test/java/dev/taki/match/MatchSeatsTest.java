package dev.taki.match;

import dev.taki.api.GameConfig;
import dev.taki.api.Move;
import dev.taki.core.VariantCatalog;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Open matches: people claim seats by name and get a credential whose hash alone is stored; the credential finds the
 * seat again; the last seat cannot be claimed twice; nothing is played before the match begins, and seats nobody
 * claimed go to their bots.
 */
class MatchSeatsTest {
    private static final VariantCatalog CATALOG = VariantCatalog.discover();

    private static List<MatchSeat> openSeats(int players) {
        List<MatchSeat> seats = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            seats.add(MatchSeat.open(seat, "Bot " + seat, seat % 2 == 0 ? "heuristic" : "random"));
        }
        return seats;
    }

    private static MatchOptions options() {
        return MatchOptions.defaults().withClock(new MatchTest.TestClock());
    }

    private static Match open(MatchStore store, String id, int players) {
        return Match.open(id, GameConfig.of(players, 4), openSeats(players), CATALOG, store, options());
    }

    @Test
    void peopleClaimSeatsInOrderAndOnlyTheHashOfTheirCredentialIsStored() {
        MemoryMatchStore store = new MemoryMatchStore();
        Match match = open(store, "claims", 3);
        assertEquals(MatchStatus.OPEN, match.status());
        assertEquals(MatchStatus.OPEN, store.load("claims").orElseThrow().status());

        SeatClaim.Claimed ann = (SeatClaim.Claimed) match.claim("Ann");
        SeatClaim.Claimed bob = (SeatClaim.Claimed) match.claim("Bob");
        assertEquals(0, ann.seat());
        assertEquals(1, bob.seat());
        assertNotEquals(ann.credential(), bob.credential());
        assertFalse(ann.toString().contains(ann.credential()), "a claim does not print its credential");

        MatchRecord stored = store.load("claims").orElseThrow();
        MatchSeat annsSeat = stored.seats().get(0);
        assertEquals("Ann", annsSeat.name());
        assertTrue(annsSeat.human());
        assertEquals(SeatCredentials.hash(ann.credential()), annsSeat.credentialHash(), "the hash is stored");
        assertFalse(stored.toString().contains(ann.credential()) || stored.toString().contains(bob.credential()),
                "the credential itself is not");
        assertFalse(stored.toString().contains(annsSeat.credentialHash()), "nor does a record print the hash");
        assertTrue(stored.seats().get(2).isOpen());
        assertEquals(match.seats(), stored.seats());
    }

    @Test
    void aCredentialFindsItsSeatAndNothingElseDoes() {
        Match match = open(new MemoryMatchStore(), "who", 3);
        SeatClaim.Claimed ann = (SeatClaim.Claimed) match.claim("Ann");
        SeatClaim.Claimed bob = (SeatClaim.Claimed) match.claim("Bob");
        assertEquals(OptionalInt.of(0), match.seatOf(ann.credential()));
        assertEquals(OptionalInt.of(1), match.seatOf(bob.credential()));
        assertEquals(OptionalInt.empty(), match.seatOf(SeatCredentials.fresh()), "an unknown credential");
        assertEquals(OptionalInt.empty(), match.seatOf("not a credential"));
        assertEquals(OptionalInt.empty(), match.seatOf(null));
        assertEquals(OptionalInt.empty(), match.seatOf(SeatCredentials.hash(ann.credential())),
                "the stored hash does not act for the seat");
    }

    @Test
    void aSecondClaimOfTheLastSeatIsRefusedAndChangesNothing() {
        MemoryMatchStore store = new MemoryMatchStore();
        Match match = open(store, "full", 2);
        assertTrue(match.claim("Ann").isClaimed());
        assertTrue(match.claim("Bob").isClaimed());
        List<MatchSeat> before = store.load("full").orElseThrow().seats();
        SeatClaim.Refused refused = assertInstanceOf(SeatClaim.Refused.class, match.claim("Cy"));
        assertEquals(Refusal.NO_OPEN_SEAT, refused.code());
        assertEquals(before, store.load("full").orElseThrow().seats());
    }

    @Test
    void twoServersClaimingAtOnceGetTwoSeats() {
        MemoryMatchStore store = new MemoryMatchStore();
        Match here = open(store, "race", 2);
        Match there = Match.load("race", CATALOG, store, StoreLimits.defaults(), options()).orElseThrow();
        SeatClaim.Claimed ann = (SeatClaim.Claimed) here.claim("Ann");
        SeatClaim.Claimed bob = (SeatClaim.Claimed) there.claim("Bob"); // its seats were stale: it caught up first
        assertEquals(0, ann.seat());
        assertEquals(1, bob.seat());
        assertEquals(List.of("Ann", "Bob"), store.load("race").orElseThrow().seats().stream().map(MatchSeat::name)
                .toList());
        assertEquals(Refusal.NO_OPEN_SEAT, ((SeatClaim.Refused) here.claim("Cy")).code());
    }

    @Test
    void aBadNameIsRefusedBeforeAnythingIsWritten() {
        MemoryMatchStore store = new MemoryMatchStore();
        Match match = open(store, "names", 2);
        IllegalArgumentException blank = assertThrows(IllegalArgumentException.class, () -> match.claim("  "));
        assertTrue(blank.getMessage().startsWith("name:"), blank.getMessage());
        assertThrows(IllegalArgumentException.class, () -> match.claim("x".repeat(41)));
        assertTrue(store.load("names").orElseThrow().seats().stream().allMatch(MatchSeat::isOpen));
    }

    @Test
    void nothingIsPlayedBeforeTheMatchBeginsAndUnclaimedSeatsGoToTheirBots() {
        MemoryMatchStore store = new MemoryMatchStore();
        Match match = open(store, "begin", 3);
        SeatClaim.Claimed ann = (SeatClaim.Claimed) match.claim("Ann");
        Move any = match.state().legalMoves().get(0);
        assertEquals(Refusal.NOT_STARTED, ((MatchResult.Refused) match.submit(ann.seat(), any, 0)).code());
        assertTrue(match.awaiting().isEmpty(), "an open match waits for nobody's move");
        assertTrue(match.nextWake().isEmpty(), "nor does it act by itself");

        assertTrue(match.begin().isAccepted());
        assertEquals(MatchStatus.PLAYING, match.status());
        MatchRecord stored = store.load("begin").orElseThrow();
        assertEquals(MatchStatus.PLAYING, stored.status());
        assertTrue(stored.seats().get(0).human());
        for (int seat = 1; seat < 3; seat++) {
            MatchSeat bot = stored.seats().get(seat);
            assertFalse(bot.human() || bot.isOpen(), "an unclaimed seat is its bot's for the game: " + bot);
            assertEquals("Bot " + seat, bot.name());
        }
        assertEquals(ann.seat(), match.awaiting().orElseThrow().seat(), "the bots played up to Ann's turn");
        assertEquals(match.version(), stored.version());
        assertEquals(Refusal.MATCH_NOT_OPEN, ((SeatClaim.Refused) match.claim("Late")).code());
        assertEquals(Refusal.MATCH_NOT_OPEN, ((MatchResult.Refused) match.begin()).code());
    }

    @Test
    void aMatchNobodyClaimedIsPlayedByItsBotsToTheEnd() {
        MemoryMatchStore store = new MemoryMatchStore();
        Match match = open(store, "bots-only", 3);
        assertTrue(match.begin().isAccepted());
        assertTrue(match.isOver());
        assertEquals(MatchStatus.OVER, store.load("bots-only").orElseThrow().status());
        assertEquals(List.of("bots-only"), store.list(MatchStatus.OVER).stream().map(MatchSummary::id).toList());
    }

    @Test
    void anOpenMatchRestoresOpenWithItsClaims() {
        MemoryMatchStore store = new MemoryMatchStore();
        Match match = open(store, "later", 2);
        SeatClaim.Claimed ann = (SeatClaim.Claimed) match.claim("Ann");
        Match again = Match.load("later", CATALOG, store, StoreLimits.defaults(), options()).orElseThrow();
        assertEquals(MatchStatus.OPEN, again.status());
        assertEquals(OptionalInt.of(0), again.seatOf(ann.credential()));
        assertEquals(1, ((SeatClaim.Claimed) again.claim("Bob")).seat());
        assertTrue(again.begin().isAccepted());
    }
}
