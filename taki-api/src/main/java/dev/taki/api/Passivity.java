package dev.taki.api;

/**
 * The order in which {@link GameState#defaultMove} prefers the moves of a seat whose time ran out: a lower rank is
 * more passive. The principle: the move that helps its player least and changes the game least, so that running
 * out of time is never a better move than the player's own — it keeps the strongest cards in the hand.
 */
final class Passivity {
    private static final int PASS = 0;
    private static final int DRAW = 1;
    private static final int CLOSE = 2;
    private static final int END = 3;
    /** A plugin's own turn move (none of the shipped rules has one): it plays no card, so before any play. */
    private static final int VERB = 4;
    private static final int PLAY = 5;

    /** Number cards rank by face value, 1 to 99; the other kinds rank above every number card. */
    private static final int COLORED_ACTION = 100;
    /** The base game's coloured action cards, weakest first; a plugin's coloured cards come after them. */
    private static final CardKind[] COLORED_ACTIONS = {CardKind.CHANGE_DIRECTION, CardKind.STOP, CardKind.PLUS,
            CardKind.PLUS_TWO, CardKind.TAKI};
    private static final int PLUGIN_COLORED = COLORED_ACTION + COLORED_ACTIONS.length;
    private static final int CHANGE_COLOR = PLUGIN_COLORED + 1;
    private static final int PLUGIN_COLORLESS = CHANGE_COLOR + 1;
    private static final int SUPER_TAKI = PLUGIN_COLORLESS + 1;
    private static final int KING = SUPER_TAKI + 1;

    private Passivity() {
    }

    /**
     * The rank of a move: pass, draw, close, end, a plugin's verb, then plays. A play ranks by its strongest card
     * ({@link #of(CardKind)}); at equal strength a single card before a combination, and a play that names no
     * choice before one that does. Equal ranks are left to the engine's order of the legal moves.
     */
    static int of(Move move) {
        if (move instanceof Move.Play play) {
            int strongest = 0;
            for (Card card : play.cards()) {
                strongest = Math.max(strongest, of(card.kind()));
            }
            int extraCards = Math.min(play.cards().size() - 1, 15);
            return PLAY + (strongest << 5 | extraCards << 1 | (play.choice() == null ? 0 : 1));
        }
        if (move instanceof Move.Pass) {
            return PASS;
        }
        if (move instanceof Move.Draw) {
            return DRAW;
        }
        if (move instanceof Move.Close) {
            return CLOSE;
        }
        return move instanceof Move.End ? END : VERB;
    }

    /**
     * The strength of a kind of card: number cards by face value (the lowest is given away first: it helps least,
     * and where cards left in hand score against their player it is the cheapest to keep); then Change Direction,
     * Stop, Plus, +2, TAKI and a plugin's coloured cards; then Change Color, a plugin's colourless cards, Super
     * TAKI, and King last of all.
     */
    static int of(CardKind kind) {
        if (kind.isNumber()) {
            return kind.number();
        }
        if (kind.isColored()) {
            for (int i = 0; i < COLORED_ACTIONS.length; i++) {
                if (COLORED_ACTIONS[i] == kind) {
                    return COLORED_ACTION + i;
                }
            }
            return PLUGIN_COLORED;
        }
        if (kind == CardKind.CHANGE_COLOR) {
            return CHANGE_COLOR;
        }
        if (kind == CardKind.SUPER_TAKI) {
            return SUPER_TAKI;
        }
        return kind == CardKind.KING ? KING : PLUGIN_COLORLESS;
    }
}
