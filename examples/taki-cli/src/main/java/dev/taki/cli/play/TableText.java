package dev.taki.cli.play;

import dev.taki.api.Card;
import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.api.PlayerView;
import dev.taki.api.TakiStatus;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The table as the player sees it on their turn, or when they may move out of turn: the public table, their hand,
 * what they may do.
 */
final class TableText {
    /** Colour by colour (red, green, blue, yellow, then colourless), numbers before actions. */
    static final Comparator<Card> HAND_ORDER = Comparator
            .comparingInt((Card c) -> c.isColored() ? c.colorOrNull().ordinal() : 99)
            .thenComparingInt(Card::code);

    private TableText() {
    }

    /**
     * The table's lines.
     *
     * @param v the person's view
     * @param besides their moves beside the turn's ({@code GameState.interjections}): each gets a line in words
     */
    static List<String> lines(PlayerView v, List<Move> besides) {
        List<String> lines = new ArrayList<>();
        Narrator n = new Narrator(v.seat());
        boolean outOfTurn = v.seat() != v.toAct();
        lines.add("");
        lines.add("── " + (outOfTurn ? "out of turn" : v.toAct() != v.turnOwner() ? "your answer" : "your turn") + " (seat "
                + v.seat() + (outOfTurn ? "; " + n.who(v.toAct()) + " to act" : "") + ") " + "─".repeat(40));
        lines.add(String.format("leading card  %-22s active colour  %s", v.leading(), Narrator.colour(v.activeColor())));
        int next = Math.floorMod(v.turnOwner() + v.direction().step(), v.handSizes().size());
        lines.add(String.format("direction     %-22s draw pile      %d cards",
                v.direction().notation() + ", next: " + n.who(next), v.drawPileSize()));
        List<String> sizes = new ArrayList<>();
        for (int seat = 0; seat < v.handSizes().size(); seat++) {
            int size = v.handSizes().get(seat);
            sizes.add(n.who(seat) + ": " + size + (size == 1 && seat != v.seat() ? " (last card!)" : ""));
        }
        lines.add("hands         " + String.join(" · ", sizes));
        for (Map.Entry<String, Map<String, Object>> e : v.variantStates().entrySet()) {
            if (!e.getValue().isEmpty()) {
                lines.add(e.getKey() + ": " + e.getValue().entrySet().stream().map(f -> f.getKey() + " " + f.getValue())
                        .collect(Collectors.joining(", ")));
            }
        }
        String situation = outOfTurn ? null : situation(v);
        if (situation != null) {
            lines.add(">> " + situation);
        }
        Offers.lines(besides).forEach(offer -> lines.add(">> " + offer));
        lines.add("your hand     " + hand(v.hand()));
        lines.add("legal moves   " + numbered(v.legalMoves()));
        return lines;
    }

    static String hand(List<Card> cards) {
        return cards.stream().sorted(HAND_ORDER).map(Card::notation).collect(Collectors.joining(" "));
    }

    /** {@code 1) play R5   2) draw}, wrapped every six moves. */
    static String numbered(List<Move> moves) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < moves.size(); i++) {
            if (i > 0) {
                s.append(i % 6 == 0 ? "\n              " : "   ");
            }
            s.append(i + 1).append(") ").append(moves.get(i).notation());
        }
        return s.toString();
    }

    /** What is special about this moment of the turn, if anything. */
    private static String situation(PlayerView v) {
        if (v.pendingDraw() > 0) {
            String kind = v.leading().kind().symbol();
            return "a " + kind + " count of " + v.pendingDraw() + " is waiting: answer with a " + kind
                    + " (or a King), or 'draw' to take " + v.pendingDraw() + " cards";
        }
        TakiStatus taki = v.taki().orElse(null);
        Phase phase = v.phase();
        if (phase == Phase.PLUS_FOLLOW) {
            return "you played a Plus: play another card on it";
        }
        if (phase == Phase.KING_FOLLOW) {
            return "you played a King: play any card of your hand, or 'end' your turn";
        }
        if (phase == Phase.TAKI_RUN) {
            return taki == null ? null : "your TAKI run in " + Narrator.colour(taki.color()) + ": play "
                    + Narrator.colour(taki.color()) + " cards, then 'close' it" + (taki.cardsPlayed() == 0
                    ? " (an empty TAKI cannot be closed: 'end' leaves it open)" : "");
        }
        if (v.toAct() != v.turnOwner()) {
            return "you may answer out of turn, or 'pass'";
        }
        return taki != null && taki.isLeftOpen()
                ? "a " + Narrator.colour(taki.color()) + " TAKI is open: you may go on with " + Narrator.colour(taki.color()) + " cards"
                : null;
    }
}
