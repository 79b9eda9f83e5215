package dev.taki.api;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads card and move notation for a set of card kinds and choice kinds: the base game's ({@link #base()},
 * behind {@link Card#parse} and {@link Move#parse}), or a game's, plugins' cards and choices included
 * ({@link Game#notation()}). Reading is case-insensitive; an error quotes at most 80 characters of the text.
 * Instances are immutable.
 */
public final class Notation {
    private static final Notation BASE = new Notation(CardKind.base(),
            List.of(ChoiceKind.COLOR, ChoiceKind.DIRECTION, ChoiceKind.SEAT), List.of());

    private final List<CardKind> kinds;
    private final List<ChoiceKind> choices;
    private final Map<String, MoveVerb> verbs = new LinkedHashMap<>();
    private final Map<String, Card> colorless = new LinkedHashMap<>();
    private final Map<String, CardKind> colored = new LinkedHashMap<>();

    private Notation(Collection<CardKind> kinds, Collection<ChoiceKind> choices, Collection<MoveVerb> verbs) {
        this.kinds = List.copyOf(new LinkedHashSet<>(kinds));
        this.choices = List.copyOf(new LinkedHashSet<>(choices));
        for (MoveVerb v : verbs) {
            this.verbs.put(v.word(), v);
        }
        for (CardKind k : this.kinds) {
            if (k.isColored()) {
                colored.put(k.symbol(), k);
            } else {
                colorless.put(k.symbol(), Card.of(k));
            }
        }
    }

    /** {@return the base game's cards, and the generic choices: colours, directions and seats} */
    public static Notation base() {
        return BASE;
    }

    /**
     * The notation of these card kinds and choice kinds (the generic choices — colour, direction, seat —
     * are always included).
     *
     * @param cardKinds the card kinds it reads
     * @param choiceKinds the plugins' kinds of choice it reads, besides the generic ones
     * @return the notation
     * @throws IllegalArgumentException naming both sides if two kinds would be written alike, or a card
     *                                  would read as a choice
     */
    public static Notation of(Collection<CardKind> cardKinds, Collection<ChoiceKind> choiceKinds) {
        return of(cardKinds, choiceKinds, List.of());
    }

    /**
     * The notation of these card kinds, choice kinds and plugins' verbs ({@code declare}, {@code catch 1}).
     *
     * @param cardKinds the card kinds it reads
     * @param choiceKinds the plugins' kinds of choice it reads, besides the generic ones
     * @param verbs the plugins' verbs it reads, besides the base game's moves
     * @return the notation
     * @throws IllegalArgumentException naming both sides if two kinds would be written alike, a card would read as
     *                                  a choice, or two verbs share a word
     */
    public static Notation of(Collection<CardKind> cardKinds, Collection<ChoiceKind> choiceKinds,
                              Collection<MoveVerb> verbs) {
        List<String> clashes = clashes(cardKinds, choiceKinds);
        Map<String, MoveVerb> words = new LinkedHashMap<>();
        for (MoveVerb v : verbs) {
            MoveVerb other = words.putIfAbsent(v.word(), v);
            if (other != null && !other.equals(v)) {
                clashes.add("two verbs are written '" + v.word() + "': " + other.usage() + " and " + v.usage());
            }
        }
        if (!clashes.isEmpty()) {
            throw new IllegalArgumentException(String.join("; ", clashes));
        }
        List<ChoiceKind> all = new ArrayList<>(List.of(ChoiceKind.COLOR, ChoiceKind.DIRECTION, ChoiceKind.SEAT));
        all.addAll(choiceKinds);
        return new Notation(cardKinds, all, words.values());
    }

    /**
     * What would make these kinds ambiguous in notation, one sentence each (empty when nothing would):
     * two kinds with one symbol, a colourless symbol that reads as a coloured card, a card that reads as a
     * choice, two choice kinds of one name.
     *
     * @param cardKinds the card kinds a notation would read
     * @param choiceKinds the kinds of choice it would read
     * @return the problems, one sentence each
     */
    public static List<String> clashes(Collection<CardKind> cardKinds, Collection<ChoiceKind> choiceKinds) {
        List<String> problems = new ArrayList<>();
        Map<String, CardKind> seen = new LinkedHashMap<>();
        Set<CardKind> distinct = new LinkedHashSet<>(cardKinds);
        for (CardKind k : distinct) {
            CardKind other = seen.putIfAbsent((k.isColored() ? "c:" : "x:") + k.symbol(), k);
            if (other != null) {
                problems.add("the card kinds " + other.name() + " and " + k.name() + " share the symbol " + k.symbol());
            }
        }
        List<ChoiceKind> allChoices = new ArrayList<>(List.of(ChoiceKind.COLOR, ChoiceKind.DIRECTION, ChoiceKind.SEAT));
        Set<String> choiceNames = new LinkedHashSet<>();
        for (ChoiceKind c : choiceKinds) {
            if (allChoices.contains(c)) {
                continue;
            }
            if (!choiceNames.add(c.name())) {
                problems.add("two kinds of choice are named '" + c.name() + "'");
            }
            allChoices.add(c);
        }
        for (CardKind k : distinct) {
            if (k.isColored()) {
                continue;
            }
            String s = k.symbol();
            if (s.length() > 1) {
                Choice color = ChoiceKind.COLOR.parse(s.substring(0, 1));
                CardKind twin = color == null ? null : seen.get("c:" + s.substring(1));
                if (twin != null) {
                    problems.add("the colourless card " + s + " (" + k.name() + ") reads as a " + color
                            + " " + twin.name());
                }
            }
            for (ChoiceKind c : allChoices) {
                if (c.parse(s) != null) {
                    problems.add("the card " + s + " (" + k.name() + ") reads as " + c.expected());
                }
            }
        }
        return problems;
    }

    /** {@return the card kinds this notation reads} */
    public List<CardKind> cardKinds() {
        return kinds;
    }

    /** {@return the kinds of choice this notation reads, the generic ones first} */
    public List<ChoiceKind> choiceKinds() {
        return choices;
    }

    /** {@return the plugins' verbs this notation reads, in the order they were added} */
    public List<MoveVerb> verbs() {
        return List.copyOf(verbs.values());
    }

    /**
     * Reads a card: a colourless symbol ({@code KING}) or a colour letter and a coloured symbol
     * ({@code R5}, {@code G+2}).
     *
     * @param text a card in notation
     * @return the card it names
     * @throws NotationException quoting the text and saying what was expected
     */
    public Card parseCard(String text) {
        Card card = cardOrNull(text);
        if (card != null) {
            return card;
        }
        if (text == null) {
            throw new NotationException("no card given: expected card notation such as R5 or KING");
        }
        throw new NotationException("'" + CardKind.shorten(text.trim()) + "' is not a card: expected a colour (R, G, B, Y)"
                + " with " + String.join(", ", colored.keySet()) + ", or one of " + String.join(", ", colorless.keySet()));
    }

    private Card cardOrNull(String text) {
        if (text == null) {
            return null;
        }
        String t = text.trim().toUpperCase(Locale.ROOT);
        Card plain = colorless.get(t);
        if (plain != null) {
            return plain;
        }
        if (t.length() >= 2) {
            Choice color = ChoiceKind.COLOR.parse(t.substring(0, 1));
            CardKind kind = color == null ? null : colored.get(t.substring(1));
            if (kind != null) {
                return Card.of(kind, (Color) color);
            }
        }
        return null;
    }

    /**
     * Reads a move: {@code play R5}, {@code play COLOR Y last}, {@code play R3 R+}, {@code play R7 @2},
     * {@code draw}, {@code close}, {@code end}, {@code pass}, and the plugins' verbs ({@code declare},
     * {@code catch 1}) ({@code pass last} is read as {@code pass}: a pass
     * never ends its player's turn, so the declaration is never due). After the cards of a play may come one choice
     * (the word of a kind of choice this notation reads). A play without the choice its card names, or with
     * a choice of another kind, is read as written: the game refuses it as {@link Rejection#BAD_CHOICE}.
     *
     * @param text a move in notation
     * @return the move it names, with its declaration if it carries {@code last}
     * @throws NotationException quoting the text and saying what was expected
     */
    public Move parseMove(String text) {
        if (text == null || text.isBlank()) {
            throw new NotationException("no move given: expected " + expectedMoves());
        }
        // play, 9 cards, a choice and last are 12 words: a 13th (holding the rest of the text) is one too many
        String[] words = text.trim().split("\\s+", 13);
        boolean last = words.length > 1 && words[words.length - 1].equalsIgnoreCase("last");
        int n = last ? words.length - 1 : words.length;
        String verb = words[0].toLowerCase(Locale.ROOT);
        switch (verb) {
            case "draw", "close", "end", "pass" -> {
                if (n != 1) {
                    throw bad(text, "'" + verb + "' takes nothing after it but an optional 'last'");
                }
                return switch (verb) {
                    case "draw" -> last ? Move.draw().withDeclaration() : Move.draw();
                    case "close" -> last ? Move.close().withDeclaration() : Move.close();
                    case "end" -> last ? Move.end().withDeclaration() : Move.end();
                    // a pass never ends its player's turn, so a declaration on it is never due: ignored
                    default -> Move.pass();
                };
            }
            case "play" -> {
                if (n < 2) {
                    throw bad(text, "'play' needs a card, as in 'play R5'");
                }
                return parsePlay(text, words, n, last);
            }
            default -> {
                MoveVerb v = verbs.get(verb);
                if (v == null) {
                    throw bad(text, "expected " + expectedMoves());
                }
                Move.Act act = v.read(words, 1, n, last);
                if (act == null) {
                    throw bad(text, "'" + verb + "' is written " + v.usage()
                            + (v.takesSeat() ? ", the seat as its number (as in '" + verb + " 1')" : ", with nothing after it")
                            + " and an optional 'last'");
                }
                return act;
            }
        }
    }

    private String expectedMoves() {
        StringBuilder s = new StringBuilder("play <card>, draw, close, end");
        for (MoveVerb v : verbs.values()) {
            s.append(", ").append(v.usage());
        }
        return s.append(" or pass").toString();
    }

    private Move parsePlay(String text, String[] words, int n, boolean last) {
        if (words.length > 12 || n > 11) {
            throw bad(text, "a play has at most 9 cards");
        }
        List<Card> cards = new ArrayList<>(n - 1);
        Choice choice = null;
        for (int i = 1; i < n; i++) {
            Card card = cardOrNull(words[i]);
            if (card != null && choice == null) {
                if (cards.size() == 9) {
                    throw bad(text, "a play has at most 9 cards");
                }
                cards.add(card);
                continue;
            }
            if (cards.isEmpty()) {
                throw bad(text, parseError(words[i]));
            }
            Choice c = choice(cards.get(0), words[i]);
            if (c != null && choice == null && i == n - 1) {
                choice = c;
                continue;
            }
            ChoiceKind wanted = cards.get(0).kind().choiceOrNull();
            if (c != null || card != null) {
                throw bad(text, "expected at most one choice, after the cards ('" + CardKind.shorten(words[i])
                        + "' comes after one)");
            }
            if (wanted != null) {
                throw bad(text, cards.get(0) + " needs " + wanted.expected() + ", got '" + CardKind.shorten(words[i]) + "'");
            }
            throw bad(text, "'" + CardKind.shorten(words[i]) + "' is neither a card nor a choice: expected a card, or "
                    + expectedChoices());
        }
        // A missing choice, or one of another kind, is still a move: the engine refuses it as BAD_CHOICE.
        return new Move.Play(cards, choice, last);
    }

    private Choice choice(Card first, String word) {
        ChoiceKind own = first.kind().choiceOrNull();
        if (own != null) {
            Choice c = own.parse(word);
            if (c != null) {
                return c;
            }
        }
        for (ChoiceKind k : choices) {
            Choice c = k.parse(word);
            if (c != null) {
                return c;
            }
        }
        return null;
    }

    private String parseError(String word) {
        try {
            parseCard(word);
            return "";
        } catch (NotationException e) {
            return e.getMessage();
        }
    }

    private String expectedChoices() {
        List<String> words = new ArrayList<>();
        choices.forEach(c -> words.add(c.expected()));
        return String.join(", or ", words);
    }

    private static NotationException bad(String text, String why) {
        return new NotationException("'" + CardKind.shorten(text.trim()) + "' is not a move: " + why);
    }
}
