package dev.taki.api;

/**
 * What a card is, regardless of colour. Coloured kinds come in four colours; colourless kinds have none.
 * Each kind says which choice its player makes when playing it (a colour, a direction, or none).
 */
public enum CardKind {
    ONE("1", true, Choice.NONE, 1),
    THREE("3", true, Choice.NONE, 3),
    FOUR("4", true, Choice.NONE, 4),
    FIVE("5", true, Choice.NONE, 5),
    SIX("6", true, Choice.NONE, 6),
    SEVEN("7", true, Choice.NONE, 7),
    EIGHT("8", true, Choice.NONE, 8),
    NINE("9", true, Choice.NONE, 9),
    PLUS_TWO("+2", true, Choice.NONE, 0),
    PLUS("+", true, Choice.NONE, 0),
    STOP("STOP", true, Choice.NONE, 0),
    CHANGE_DIRECTION("DIR", true, Choice.NONE, 0),
    TAKI("TAKI", true, Choice.NONE, 0),
    CHANGE_COLOR("COLOR", false, Choice.COLOR, 0),
    SUPER_TAKI("SUPERTAKI", false, Choice.NONE, 0),
    KING("KING", false, Choice.NONE, 0),
    PLUS_THREE("+3", false, Choice.NONE, 0),
    BREAKER("BREAK", false, Choice.NONE, 0),
    CRAZY("CRAZY", false, Choice.DIRECTION, 0);

    /** The choice a player makes when playing a card of this kind. */
    public enum Choice { NONE, COLOR, DIRECTION }

    private final String symbol;
    private final boolean colored;
    private final Choice choice;
    private final int number;

    CardKind(String symbol, boolean colored, Choice choice, int number) {
        this.symbol = symbol;
        this.colored = colored;
        this.choice = choice;
        this.number = number;
    }

    /** The notation of the kind: a digit, {@code +2}, {@code +}, {@code STOP}, {@code KING}… */
    public String symbol() {
        return symbol;
    }

    /** True for kinds that come in the four colours. */
    public boolean isColored() {
        return colored;
    }

    /** True for the number cards 1, 3–9. */
    public boolean isNumber() {
        return number > 0;
    }

    /** The face value of a number card, 0 for any other kind. */
    public int number() {
        return number;
    }

    /** The choice its player makes when playing it. */
    public Choice choice() {
        return choice;
    }
}
