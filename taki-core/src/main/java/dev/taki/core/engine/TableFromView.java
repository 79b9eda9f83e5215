package dev.taki.core.engine;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.ConfigurationException;
import dev.taki.api.Phase;
import dev.taki.api.PlayerView;
import dev.taki.api.spi.StateCodec;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A whole table rebuilt from a seat's view, with the cards hidden from the seat placed as a caller guessed them
 * ({@link dev.taki.api.Game#resume}). The view gives every public fact; the checks here make sure the guess fits
 * it, and the last check — the rebuilt state shows the seat exactly that view — catches whatever else disagrees.
 * The checks it shares with a table given whole ({@code TableFacts}) are in {@link TableChecks}.
 */
final class TableFromView {
    private TableFromView() {
    }

    static State resume(Ruleset rules, PlayerView view, List<List<Card>> hands, List<Card> drawPile, long seed) {
        List<String> problems = new ArrayList<>();
        int players = rules.config().players();
        if (view == null || hands == null || drawPile == null) {
            problems.add((view == null ? "view" : hands == null ? "hands" : "drawPile") + ": required");
            throw new ConfigurationException(problems);
        }
        checkView(rules, view, problems);
        if (problems.isEmpty()) {
            checkHands(view, hands, drawPile, problems);
        }
        int onTop = problems.isEmpty() ? transparentOnTop(view) : 0;
        if (onTop < 0) {
            problems.add("view.leading: " + view.leading() + " is not the discard pile's top card below its"
                    + " transparent cards " + view.discardPile());
        }
        if (!problems.isEmpty()) {
            throw new ConfigurationException(problems);
        }
        checkCards(rules, hands, drawPile, view, problems);
        if (!problems.isEmpty()) {
            throw new ConfigurationException(problems);
        }
        boolean over = view.phase() == Phase.OVER;
        // The seats that emptied their hand on the count still going round, the first to empty it first: the first of
        // them wins (RULES.md § 7). The view shows no order, the turn order gives it: each emptied their hand on a
        // card of the count, played in turn up to the seat to act, and none of them has been reached by the count since
        // (they would have drawn it), so the farther back from the seat to act, the earlier.
        List<Integer> pendingWinners = new ArrayList<>();
        for (int back = players; back >= 1 && !over; back--) {
            int s = Math.floorMod(view.toAct() - back * view.direction().step(), players);
            if (hands.get(s).isEmpty()) {
                pendingWinners.add(s);
            }
        }
        CardKind pendingKind = view.pendingDraw() > 0 ? view.leading().kind() : null;
        Map<String, Object> publicStates = new LinkedHashMap<>();
        List<String> guessed = new ArrayList<>();
        view.variantStates().forEach((id, json) -> {
            StateCodec<?> codec = TableChecks.stateCodec(rules, id, problems);
            if (codec == null || json.isEmpty()) {
                return;
            }
            if (codec.isWholePublic()) {
                TableChecks.readState(rules, codec, json, publicStates, problems);
            } else if (codec.guessHidden() == null) {
                problems.add("variantStates." + id + ": its plugin shows only part of this state and gives no way to"
                        + " guess the rest (StateCodec.withGuessHidden), so no table can be rebuilt from a view");
            } else {
                guessed.add(id);
            }
        });
        TableChecks.statesFromTheStart(rules, view.variantStates(), "view.variantStates", true, problems);
        if (!problems.isEmpty()) {
            throw new ConfigurationException(problems);
        }
        Map<String, Object> states = publicStates;
        if (!guessed.isEmpty()) {
            State partial = assemble(rules, view, hands, drawPile, onTop, pendingKind, pendingWinners, seed, publicStates);
            Map<String, Object> whole = new HashMap<>(publicStates);
            for (String id : guessed) {
                StateCodec<?> codec = rules.stateCodec(id);
                try {
                    Map<String, ?> json = codec.guessHidden().apply(view.variantStates().get(id), partial);
                    TableChecks.readState(rules, codec,
                            JsonLike.normalise(id, Objects.requireNonNull(json, "no state guessed")), whole, problems);
                } catch (RuntimeException e) {
                    problems.add("variantStates." + id + ": its plugin could not guess the hidden part: " + e.getMessage());
                }
            }
            states = new LinkedHashMap<>();
            for (String id : view.variantStates().keySet()) {
                if (whole.containsKey(id)) {
                    states.put(id, whole.get(id));
                }
            }
        }
        if (!problems.isEmpty()) {
            throw new ConfigurationException(problems);
        }
        State state = assemble(rules, view, hands, drawPile, onTop, pendingKind, pendingWinners, seed, states);
        probe(state, view, problems);
        if (!problems.isEmpty()) {
            throw new ConfigurationException(problems);
        }
        return state;
    }

    private static State assemble(Ruleset rules, PlayerView view, List<List<Card>> hands, List<Card> drawPile, int onTop,
                                  CardKind pendingKind, List<Integer> pendingWinners, long seed, Map<String, Object> states) {
        return State.assemble(rules, hands, drawPile, view.discardPile(), view.outOfPlay(), onTop, view.activeColor(), view.direction(),
                view.turnOwner(), view.toAct(), view.phase(), view.pendingDraw(), pendingKind, view.taki().orElse(null),
                pendingWinners, view.winners(), seed, view.round(), view.version(), states);
    }

    /** The public facts the engine acts on must be in range before it assembles a table from them. */
    private static void checkView(Ruleset rules, PlayerView view, List<String> problems) {
        int players = rules.config().players();
        if (view.handSizes().size() != players) {
            problems.add("view.handSizes: expected " + players + " seats (the players of this game), got "
                    + view.handSizes().size());
        }
        if (view.seat() < -1 || view.seat() >= players) {
            problems.add("view.seat: expected -1 (a spectator) to " + (players - 1) + ", got " + view.seat());
        }
        TableChecks.seat(view.toAct(), players, "view.toAct", problems);
        TableChecks.seat(view.turnOwner(), players, "view.turnOwner", problems);
        TableChecks.phaseInPlay(rules, view.phase(), "view.phase", problems);
        if (view.discardPile().isEmpty() || view.leading() == null) {
            problems.add(TableChecks.noLeadingCard("view.discardPile"));
        }
        if (view.activeColor() == null || view.direction() == null) {
            problems.add("view." + (view.activeColor() == null ? "activeColor" : "direction") + ": required");
        }
    }

    private static void checkHands(PlayerView view, List<List<Card>> hands, List<Card> drawPile, List<String> problems) {
        if (!TableChecks.handPerPlayer(view.handSizes().size(), hands, problems)) {
            return;
        }
        for (int s = 0; s < hands.size(); s++) {
            List<Card> hand = hands.get(s);
            if (hand == null || hasNull(hand)) {
                problems.add("hands[" + s + "]: expected cards, got " + hand);
            } else if (hand.size() != view.handSizes().get(s)) {
                problems.add("hands[" + s + "]: expected " + view.handSizes().get(s) + " cards (the view's handSizes["
                        + s + "]), got " + hand.size());
            } else if (s == view.seat() && !hand.equals(view.hand())) {
                problems.add("hands[" + s + "]: expected the view's own hand " + view.hand() + ", got " + hand);
            }
        }
        if (drawPile.size() != view.drawPileSize() || hasNull(drawPile)) {
            problems.add("drawPile: expected " + view.drawPileSize() + " cards (the view's drawPileSize), got "
                    + (hasNull(drawPile) ? "a null card" : drawPile.size()));
        }
    }

    /** Whether a list holds null (asked without {@code contains}, which the JDK's own lists refuse for null). */
    private static boolean hasNull(List<Card> cards) {
        for (Card c : cards) {
            if (c == null) {
                return true;
            }
        }
        return false;
    }

    /**
     * How many transparent cards lie on the leading card: the leading card is the first card below the transparent
     * ones at the top of the pile, or — when the first card turned up was itself transparent — the lowest of them
     * that it equals. -1 when the view's leading card is not there.
     */
    static int transparentOnTop(PlayerView view) {
        List<Card> pile = view.discardPile();
        int run = 0;
        while (run < pile.size() && pile.get(run).kind().isTransparent()) {
            run++;
        }
        if (run < pile.size() && pile.get(run).equals(view.leading())) {
            return run;
        }
        for (int i = Math.min(run, pile.size()) - 1; i >= 0; i--) {
            if (pile.get(i).equals(view.leading())) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The guessed cards, the discard pile and the cards out of play that the view shows must be the deck, each
     * physical card once.
     */
    private static void checkCards(Ruleset rules, List<List<Card>> hands, List<Card> drawPile, PlayerView view,
                                   List<String> problems) {
        List<List<Card>> places = new ArrayList<>(hands);
        places.add(drawPile);
        places.add(view.discardPile());
        places.add(view.outOfPlay());
        String shown = view.outOfPlay().isEmpty() ? "the view's discard pile"
                : "the view's discard pile and cards out of play";
        TableChecks.cardsOff(rules, places).forEach((c, n) -> problems.add(n > 0
                ? TableChecks.tooMany(c, n, "the deck less " + shown + " holds (the deck has "
                        + TableChecks.inDeck(rules, c) + ")")
                : TableChecks.notPlaced(c, -n)));
    }

    /** The rules must act on the table, and show the seat the very view the table was rebuilt from. */
    private static void probe(State state, PlayerView view, List<String> problems) {
        try {
            if (!TableChecks.seatToActCanMove(state, "view.toAct", " on the table rebuilt", problems)) {
                return;
            }
            PlayerView shown = view.seat() < 0 ? state.spectatorView() : state.view(view.seat());
            if (!shown.equals(view)) {
                for (RecordComponent field : PlayerView.class.getRecordComponents()) {
                    Object a = field.getAccessor().invoke(view);
                    Object b = field.getAccessor().invoke(shown);
                    if (!Objects.equals(a, b)) {
                        problems.add("view." + field.getName() + ": the table rebuilt shows " + shorten(b)
                                + " where the view shows " + shorten(a));
                    }
                }
            }
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        } catch (RuntimeException e) {
            problems.add(TableChecks.cannotAct(e));
        }
    }

    private static String shorten(Object value) {
        String s = String.valueOf(value);
        return s.length() <= 200 ? s : s.substring(0, 197) + "...";
    }
}
