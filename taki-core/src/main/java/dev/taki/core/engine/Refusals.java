package dev.taki.core.engine;

import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.Rejection;
import dev.taki.core.rules.BaseRules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Why a move that is not legal on a state is refused, in the frame every refusal shares. */
final class Refusals {
    private Refusals() {
    }

    /**
     * Why a move of the seat to act that is not legal is refused: the first variant that explains it; else, if the
     * base game alone would allow it, the variants in play forbid it; else the base game's reason (it explains all
     * of its own).
     */
    static Outcome.Rejected of(State state, int seat, Move move, List<Move> legal) {
        Ruleset rules = state.rules();
        for (Ruleset.Hooks h : rules.hooks) {
            Outcome.Rejected why = h.rules().explain(state, seat, move);
            if (why != null) {
                return framed(seat, move, legal, why);
            }
        }
        if (!rules.hooks.isEmpty() && state.baseGameAllows(seat, move)) {
            Map<String, Object> arguments = new LinkedHashMap<>();
            arguments.put("variants", List.copyOf(rules.variantIds()));
            if (move instanceof Move.Play p) {
                arguments.put("card", p.card().notation());
            }
            return framed(seat, move, legal, Outcome.Rejected.of(Rejection.ILLEGAL_MOVE, "variants-forbid", arguments));
        }
        return framed(seat, move, legal, BaseRules.INSTANCE.explain(state, seat, move));
    }

    /**
     * The reason in the frame of a refused move — "seat S cannot M: <its sentence>; legal now: …" — keeping its
     * key and arguments, with the seat, the move (cut short) and the seat's legal moves added as arguments.
     */
    static Outcome.Rejected framed(int seat, Move move, List<Move> legal, Outcome.Rejected why) {
        List<String> legalNow = new ArrayList<>(legal.size());
        for (Move m : legal) {
            legalNow.add(m.notation());
        }
        Map<String, Object> arguments = new LinkedHashMap<>(why.arguments());
        arguments.put("seat", seat);
        arguments.put("move", quote(move));
        arguments.put("legal", legalNow);
        return new Outcome.Rejected(why.reason(), "seat " + seat + " cannot " + quote(move) + ": " + why.message()
                + "; legal now: " + String.join(", ", legalNow), why.key(), arguments);
    }

    /** The move's notation, cut short if absurdly long (a forged move must not make a huge message). */
    static String quote(Move move) {
        String n = move.notation();
        return n.length() <= 80 ? n : n.substring(0, 77) + "...";
    }
}
