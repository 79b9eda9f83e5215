package dev.taki.testkit.contract;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.ChoiceKind;
import dev.taki.api.Event;
import dev.taki.api.Game;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.MoveVerb;
import dev.taki.api.Outcome;
import dev.taki.api.Phase;
import dev.taki.api.spi.EventCodec;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.StateCodec;
import dev.taki.api.spi.Variant;
import dev.taki.api.text.GameTexts;
import dev.taki.core.VariantCatalog;
import dev.taki.testkit.play.MoveUniverse;
import dev.taki.testkit.play.RandomGame;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.MissingResourceException;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads what a game says through strict texts ({@link GameTexts#strict()}) and notes each text that is missing or
 * shows a code: an event type ({@code crazy-card:hands-passed}), a card in notation ({@code BSTOP}) where the card
 * has a name of its own, a placeholder left in, "1 cards", a seat by its number.
 */
final class TextsReader {
    private static final Pattern EVENT_TYPE = Pattern.compile("\\b[a-z][a-z0-9]*(?:-[a-z0-9]+)*:[a-z][a-z0-9-]*");
    private static final Pattern LEFT_OVER = Pattern.compile("[{}]");
    private static final Pattern ONE_CARDS = Pattern.compile("(?<![\\d.])1 (?:cards|קלפים)\\b");
    private static final Pattern SEAT_NUMBER = Pattern.compile("\\bseat \\d|מושב \\d");
    /** Refused moves tried on each state of a random game. */
    private static final int PROBES = 3;

    private final GameTexts texts;
    private final List<String> names;
    private final Pattern notation;
    private final Set<String> problems = new LinkedHashSet<>();

    TextsReader(GameTexts strict, VariantCatalog catalog, List<String> names) {
        this.texts = strict;
        this.names = names;
        this.notation = notation(catalog, catalog.texts(strict.locale()));
    }

    /** The notation of every card whose name is not its notation: written in a text, it is a code. */
    private static Pattern notation(VariantCatalog catalog, GameTexts lenient) {
        List<String> codes = new ArrayList<>();
        for (CardKind kind : catalog.cardKinds()) {
            for (Card card : kind.cards()) {
                if (!lenient.card(card).equals(card.notation())) {
                    codes.add(Pattern.quote(card.notation()));
                }
            }
        }
        return Pattern.compile("(?<![A-Za-z0-9+])(?:" + String.join("|", codes) + ")(?![A-Za-z0-9+])");
    }

    /** {@return what was found, each once} */
    Set<String> problems() {
        return problems;
    }

    /** Reads one text, noting it if it is missing or shows a code. */
    void read(String what, TextsCheck.Read read) {
        String text;
        try {
            text = read.apply(texts);
        } catch (MissingResourceException | IllegalArgumentException e) {
            problems.add(what + ": " + e.getMessage());
            return;
        }
        for (Pattern code : List.of(EVENT_TYPE, LEFT_OVER, ONE_CARDS, SEAT_NUMBER, notation)) {
            Matcher m = code.matcher(text);
            if (m.find()) {
                problems.add(what + " shows '" + m.group() + "': " + text);
            }
        }
    }

    /** The names of the variant's cards, the questions and options of their choices, the labels of its verbs. */
    void vocabulary(Variant variant) {
        List<CardKind> kinds = new ArrayList<>();
        List<MoveVerb> verbs = new ArrayList<>();
        variant.setUp(new SetupContext() {
            @Override public int players() { return 10; }
            @Override public void card(CardKind kind, int copies) { kinds.add(kind); }
            @Override public void choice(ChoiceKind kind) { }
            @Override public void verb(MoveVerb verb) { verbs.add(verb); }
            @Override public void phase(Phase phase) { }
            @Override public void event(EventCodec<?> codec) { }
            @Override public void state(StateCodec<?> codec) { }
        });
        for (CardKind kind : kinds) {
            for (Card card : kind.cards()) {
                read("the name of " + card.notation(), t -> t.card(card));
                ChoiceKind choice = kind.choiceOrNull();
                if (choice != null) {
                    read("the question of " + card.notation(), t -> t.prompt(card, choice));
                    if (choice == ChoiceKind.COLOR || choice == ChoiceKind.DIRECTION) {
                        choice.offered(null, 0).forEach(c -> read("the choice " + c.notation() + " of "
                                + card.notation(), t -> t.move(Move.play(card, c), names)));
                    }
                }
            }
        }
        for (MoveVerb verb : verbs) {
            Move move = verb.takesSeat() ? verb.move(1) : verb.move();
            read("the label of " + move.notation(), t -> t.move(move, names));
        }
    }

    /**
     * A random game: the label of every legal move of the seat to act, the sentences of every move's events as each
     * seat (and a spectator) sees them, and refusals of random illegal moves.
     */
    void game(Game game, long seed) {
        Random probes = new Random(seed ^ 0x5DEECE66DL);
        List<Move> universe = MoveUniverse.of(game);
        RandomGame.play(game.start(), new Random(seed), 0.2, 0, (before, seat, move, after) -> {
            for (Move legal : before.legalMoves(before.toAct())) {
                label(legal);
            }
            label(move);
            for (int viewer = -1; viewer < before.players(); viewer++) {
                int v = viewer;
                List<Event> seen = after.events().stream().map(e -> e.seenBy(v)).toList();
                read("the events of " + seat + ": " + move.notation() + " as " + (v < 0 ? "a spectator" : "seat " + v)
                        + " sees them", t -> String.join("\n", t.lines(seen, names)));
            }
            refusals(before, universe, probes);
        });
    }

    private void label(Move move) {
        read("the label of " + move.notation(), t -> t.move(move, names));
        if (move instanceof Move.Play p && p.choice() != null) {
            read("the question of " + move.notation(), t -> t.prompt(p.card(), p.choice().kind()));
        }
    }

    private void refusals(GameState state, List<Move> universe, Random random) {
        for (int i = 0; i < PROBES; i++) {
            Move m = universe.get(random.nextInt(universe.size()));
            int seat = random.nextInt(4) == 0 ? random.nextInt(state.players()) : state.toAct();
            if (state.apply(seat, m) instanceof Outcome.Rejected r) {
                read("the refusal of " + seat + ": " + m.notation() + " (" + r.key() + ")", t -> t.refusal(r, names));
            }
        }
    }
}
