package dev.taki.bots;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Color;
import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.PlayerView;
import dev.taki.core.Taki;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a seat knows of other hands: the cards it saw go into them, and what it infers from their draws (kept in every
 * deal, released as the cards go, true in games).
 */
class CardKnowledgeTest {
    private static final Card RED_FIVE = Card.of(CardKind.FIVE, Color.RED);
    private static final Card BLUE_FIVE = Card.of(CardKind.FIVE, Color.BLUE);
    private static final Card RED_NINE = Card.of(CardKind.NINE, Color.RED);

    /**
     * Seat 0's knowledge of a game from its first view, having then seen a red five led and seat 1 draw
     * {@code drawn} cards for its turn.
     */
    private static CardKnowledge afterSeatOneDrewOnRedFive(GameState state, int drawn) {
        CardKnowledge knowledge = new CardKnowledge(0, state.game().deck());
        knowledge.deal(state.view(0));
        knowledge.observe(List.of(new Event.CardPlayed(3, RED_FIVE, false), new Event.TurnStarted(1),
                new Event.CardsDrawn(1, drawn, List.of(), Event.DrawCause.TURN, 0)));
        return knowledge;
    }

    /** A card its holder could surely have played on the red five: not a Plus, which needs a card to follow it. */
    private static boolean playableOnRedFive(Card c) {
        return (!c.isColored() || c.colorOrNull() == Color.RED || c.kind() == CardKind.FIVE) && c.kind() != CardKind.PLUS;
    }

    @Test
    void aSeatThatDrewOnRedIsNeverDealtACardItCouldHavePlayedThen() {
        GameState state = Taki.newGame(GameConfig.of(4, 11));
        CardKnowledge knowledge = afterSeatOneDrewOnRedFive(state, 1);
        PlayerView view = state.view(0);
        CardKnowledge.Deal deal = knowledge.deal(view);
        int handNow = view.handSizes().get(1);
        for (int i = 0; i < 300; i++) {
            List<Card> hand = deal.guess(new SplittableRandom(i)).hands().get(1);
            assertEquals(handNow, hand.size());
            // the card drawn may be anything; every card it held before cannot have been playable on the red five
            long playable = hand.stream().filter(CardKnowledgeTest::playableOnRedFive).count();
            assertTrue(playable <= 1, "deal " + i + ": " + hand);
        }
    }

    @Test
    void aTurnDrawRulesOutTheMatchingAndColourlessCardsButNotAPlus() {
        GameState state = Taki.newGame(GameConfig.of(4, 11));
        CardKnowledge knowledge = afterSeatOneDrewOnRedFive(state, 1);
        CardKnowledge.VoidMark mark = knowledge.voidsOf(1).get(0);
        assertTrue(mark.excludes(RED_NINE) && mark.excludes(BLUE_FIVE));
        assertTrue(mark.excludes(Card.of(CardKind.KING)) && mark.excludes(Card.of(CardKind.CHANGE_COLOR)));
        assertFalse(mark.excludes(Card.of(CardKind.SEVEN, Color.BLUE)));
        assertFalse(mark.excludes(Card.of(CardKind.PLUS, Color.RED)), "a red Plus needs a card to follow it");
        assertEquals(1, mark.later, "the card drawn came after");
    }

    @Test
    void theConstraintIsReleasedAsTheSeatPlaysAndKeptOnCardsItCouldNotHaveHeld() {
        GameState state = Taki.newGame(GameConfig.of(4, 11));
        CardKnowledge knowledge = afterSeatOneDrewOnRedFive(state, 1);
        assertEquals(1, knowledge.voidsOf(1).get(0).later, "the card drawn came after");
        // a red nine could not have been held at the draw: it is the card drawn, and the 8 old cards stay marked
        knowledge.observe(List.of(new Event.CardPlayed(1, RED_NINE, false)));
        assertEquals(0, knowledge.voidsOf(1).get(0).later);
        // a blue seven may have been held then: one of the old cards went, the mark now covers 7 of the 8 left
        knowledge.observe(List.of(new Event.CardPlayed(1, Card.of(CardKind.SEVEN, Color.BLUE), false)));
        assertEquals(0, knowledge.voidsOf(1).get(0).later);
        // cards drawn later are free: 2 more cards of the hand are not marked
        Card greenPlusTwo = Card.of(CardKind.PLUS_TWO, Color.GREEN);
        knowledge.observe(List.of(new Event.CardPlayed(3, greenPlusTwo, false), new Event.DrawCountRaised(3, 2),
                new Event.DrawCountTaken(1, 2), new Event.CardsDrawn(1, 2, List.of(), Event.DrawCause.PLUS_TWO, 0)));
        CardKnowledge.VoidMark first = knowledge.voidsOf(1).get(0);
        assertEquals(2, first.later);
        // taking a +2 count also says it had no +2: a second mark, and the first now rules out +2s as well
        CardKnowledge.VoidMark second = knowledge.voidsOf(1).get(1);
        assertTrue(second.excludes(Card.of(CardKind.PLUS_TWO, Color.BLUE)) && !second.excludes(RED_NINE));
        assertFalse(second.excludes(Card.of(CardKind.KING)), "a player may keep its King and take the count");
        assertTrue(first.excludes(Card.of(CardKind.PLUS_TWO, Color.GREEN)) && first.excludes(RED_NINE));
        // hands swapped: the marks go with the hand
        knowledge.observe(List.of(new Event.HandsSwapped(1, 2)));
        assertEquals(List.of(), knowledge.voidsOf(1));
        assertEquals(2, knowledge.voidsOf(2).size());
    }

    @Test
    void aMarkThatCoversNoCardAnyMoreIsDropped() {
        GameState state = Taki.newGame(GameConfig.of(4, 11));
        CardKnowledge knowledge = afterSeatOneDrewOnRedFive(state, 20);
        // 20 cards came after the mark, more than the hand of the view holds: nothing is constrained
        CardKnowledge.Deal deal = knowledge.deal(state.view(0));
        assertEquals(List.of(), deal.groups().get(1));
        assertEquals(List.of(), knowledge.voidsOf(1));
    }

    @Test
    void inGamesOfHeuristicPlayersTheMarksHoldOfTheRealHandsAndEveryDealKeepsThem() {
        int decisions = 0;
        int constrained = 0;
        int unknown = 0;
        int untrue = 0;
        for (long seed = 0; seed < 30; seed++) {
            List<Bot> bots = List.of(new HeuristicBot(), new HeuristicBot(), new HeuristicBot(), new HeuristicBot());
            BotTable table = new BotTable(BotTable.config(4, seed, List.of()), bots, seed);
            CardKnowledge knowledge = new CardKnowledge(0, table.state.game().deck());
            int observed = 0;
            while (!table.state.isOver()) {
                for (; observed < table.seen.get(0).size(); observed++) {
                    knowledge.observe(table.seen.get(0).get(observed));
                }
                if (table.state.toAct() == 0) {
                    PlayerView view = table.state.view(0);
                    CardKnowledge.Deal deal = knowledge.deal(view);
                    CardKnowledge.Guess guess = deal.guess(new SplittableRandom(decisions++));
                    for (int s = 1; s < 4; s++) {
                        unknown += view.handSizes().get(s) - deal.knownHands().get(s).size();
                        List<Card> real = unknownPart(table.state.hand(s), deal.knownHands().get(s));
                        List<Card> dealt = unknownPart(guess.hands().get(s), deal.knownHands().get(s));
                        int atLeast = 0;
                        for (CardKnowledge.Group g : deal.groups().get(s)) {
                            atLeast += g.count();
                            constrained += g.count();
                            untrue += avoiding(real, g) < atLeast ? 1 : 0;
                            assertTrue(avoiding(dealt, g) >= atLeast, "a deal breaks a mark: " + dealt);
                        }
                    }
                }
                table.apply(table.choose());
            }
        }
        // the base game lets a player draw only when it cannot play, and the heuristic bot goes on with a run while
        // it can: the marks are always true of its hands, and they constrain a good share of the hidden cards
        assertEquals(0, untrue, untrue + " untrue of " + constrained);
        assertTrue(constrained * 5 > unknown, constrained + " constrained of " + unknown);
    }

    @Test
    void aSeatThatSwappedHandsKnowsWhatItGaveAway() {
        GameState state = Taki.newGame(BotTable.config(3, 4, List.of("seven-swap")));
        CardKnowledge knowledge = new CardKnowledge(0, state.game().deck());
        PlayerView view = state.view(0);
        knowledge.deal(view);
        knowledge.observe(List.of(new Event.HandsSwapped(0, 2)));
        assertEquals(view.hand(), knowledge.known(2));
        assertEquals(List.of(), knowledge.known(0));
        Card given = view.hand().get(0);
        knowledge.observe(List.of(new Event.CardPlayed(2, given, false)));
        assertEquals(view.hand().subList(1, view.hand().size()), knowledge.known(2));
        knowledge.observe(List.of(new Event.CardsGiven(2, 1, 1, List.of())));
        assertEquals(List.of(), knowledge.known(2), "cards passed on unseen are no longer known to be there");
    }

    private static List<Card> unknownPart(List<Card> hand, List<Card> known) {
        List<Card> rest = new ArrayList<>(hand);
        known.forEach(rest::remove);
        return rest;
    }

    private static long avoiding(List<Card> cards, CardKnowledge.Group group) {
        return cards.stream().filter(c -> !group.excludes(c)).count();
    }
}
