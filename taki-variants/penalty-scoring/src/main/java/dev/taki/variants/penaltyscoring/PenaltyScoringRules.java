package dev.taki.variants.penaltyscoring;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Event;
import dev.taki.api.TableView;
import dev.taki.api.Move;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Scores each round when its winner goes out, then deals the next round (the winner starts) or ends the
 * match. State: {@code scores} (match totals by seat) and {@code round} (the round being played, from 1).
 * A new round dealt from here ends the move: the engine carries nothing of the old turn into it.
 */
final class PenaltyScoringRules implements Rules {

    /** This variant never leaves a player to act without a move: the engine need not try its moves. */
    @Override
    public boolean mayLeaveNoMove(TableView table, int seat, Move move) {
        return false;
    }
    private final int rounds;
    private final int winnerScore;
    private final int otherCardScore;
    private final Map<CardKind, Integer> kindScores;
    private final boolean faceValue;

    PenaltyScoringRules(int rounds, int winnerScore, int otherCardScore, Map<CardKind, Integer> kindScores,
                        boolean faceValue) {
        this.rounds = rounds;
        this.winnerScore = winnerScore;
        this.otherCardScore = otherCardScore;
        this.kindScores = Map.copyOf(kindScores);
        this.faceValue = faceValue;
    }

    @Override
    public Map<String, Object> initialState(int players, Map<String, Object> setup) {
        List<Integer> scores = Collections.nCopies(players, 0);
        Object givenScores = setup.get(PenaltyScoring.SCORES);
        if (givenScores != null) {
            scores = scoresFrom(givenScores, players);
        }
        int round = 1;
        Object givenRound = setup.get(PenaltyScoring.ROUND);
        if (givenRound != null) {
            if (!isWhole(givenRound) || ((Number) givenRound).longValue() < 1
                    || ((Number) givenRound).longValue() > rounds) {
                throw new IllegalArgumentException(PenaltyScoring.ROUND + ": expected a round from 1 to " + rounds
                        + ", got " + givenRound);
            }
            round = ((Number) givenRound).intValue();
        }
        return state(scores, round);
    }

    private static List<Integer> scoresFrom(Object given, int players) {
        if (!(given instanceof List<?> list) || list.size() != players) {
            throw new IllegalArgumentException(PenaltyScoring.SCORES + ": expected " + players
                    + " integers (one match total per seat), got " + given);
        }
        List<Integer> scores = new ArrayList<>(players);
        for (int i = 0; i < list.size(); i++) {
            Object v = list.get(i);
            if (!isWhole(v) || Math.abs(((Number) v).longValue()) > 1_000_000) {
                throw new IllegalArgumentException(PenaltyScoring.SCORES + "[" + i
                        + "]: expected an integer from -1000000 to 1000000, got " + v);
            }
            scores.add(((Number) v).intValue());
        }
        return scores;
    }

    private static boolean isWhole(Object v) {
        return v instanceof Integer || v instanceof Long || v instanceof Short;
    }

    @Override
    public boolean onPlayerOut(Table table, int seat) {
        int round = round(table);
        List<Integer> roundScores = new ArrayList<>(table.players());
        List<Integer> totals = scores(table);
        for (int s = 0; s < table.players(); s++) {
            int score = s == seat ? winnerScore : handScore(table.hand(s));
            roundScores.add(score);
            totals.set(s, totals.get(s) + score);
        }
        table.emit(new Event.VariantEvent(PenaltyScoring.ID, "round-scored", seat, Map.of(
                PenaltyScoring.ROUND, round, "roundScores", List.copyOf(roundScores),
                PenaltyScoring.SCORES, List.copyOf(totals))));
        if (round < rounds) {
            table.setVariantState(PenaltyScoring.ID, state(totals, round + 1));
            table.newRound(seat);
        } else {
            table.setVariantState(PenaltyScoring.ID, state(totals, round));
            table.endGame(lowest(totals));
        }
        return true;
    }

    /** What a hand left at a round's end scores. */
    int handScore(List<Card> hand) {
        int score = 0;
        for (Card c : hand) {
            if (c.kind().isNumber()) {
                score += faceValue ? c.kind().number() : otherCardScore;
            } else {
                score += kindScores.getOrDefault(c.kind(), otherCardScore);
            }
        }
        return score;
    }

    private static List<Integer> lowest(List<Integer> totals) {
        int min = Collections.min(totals);
        List<Integer> seats = new ArrayList<>();
        for (int s = 0; s < totals.size(); s++) {
            if (totals.get(s) == min) {
                seats.add(s);
            }
        }
        return seats;
    }

    private static int round(Table table) {
        return ((Number) table.variantState(PenaltyScoring.ID).get(PenaltyScoring.ROUND)).intValue();
    }

    private static List<Integer> scores(Table table) {
        List<Integer> scores = new ArrayList<>();
        for (Object v : (List<?>) table.variantState(PenaltyScoring.ID).get(PenaltyScoring.SCORES)) {
            scores.add(((Number) v).intValue());
        }
        return scores;
    }

    private static Map<String, Object> state(List<Integer> scores, int round) {
        return Map.of(PenaltyScoring.SCORES, List.copyOf(scores), PenaltyScoring.ROUND, round);
    }
}
