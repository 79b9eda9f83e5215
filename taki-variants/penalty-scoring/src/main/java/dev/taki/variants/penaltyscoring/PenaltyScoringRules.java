package dev.taki.variants.penaltyscoring;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Event;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Scores each round when its winner goes out, then deals the next round (the winner starts) or ends the
 * match. State: {@link Scoreboard}, the match totals by seat and the round being played, from 1. A new
 * round dealt from here ends the move: the engine carries nothing of the old turn into it.
 */
final class PenaltyScoringRules implements Rules {
    private final int rounds;
    private final int winnerScore;
    private final int otherCardScore;
    private final Map<CardKind, Integer> kindScores;
    private final Map<String, Integer> symbolScores;
    private final boolean faceValue;

    /**
     * @param kindScores   the score of each kind of the base game that is not a number card
     * @param symbolScores the score of other variants' cards, by symbol; any other card scores
     *                     {@code otherCardScore}
     */
    PenaltyScoringRules(int rounds, int winnerScore, int otherCardScore, Map<CardKind, Integer> kindScores,
                        Map<String, Integer> symbolScores, boolean faceValue) {
        this.rounds = rounds;
        this.winnerScore = winnerScore;
        this.otherCardScore = otherCardScore;
        this.kindScores = Map.copyOf(kindScores);
        this.symbolScores = Map.copyOf(symbolScores);
        this.faceValue = faceValue;
    }

    @Override
    public Scoreboard initialState(int players, Map<String, Object> setup) {
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
        return new Scoreboard(scores, round);
    }

    /** The scenario field {@code scores}: one match total per seat. */
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
        Scoreboard board = table.state(PenaltyScoring.ID, Scoreboard.class)
                .orElseThrow(() -> new IllegalStateException("the " + PenaltyScoring.ID + " state is missing"));
        int round = board.round();
        List<Integer> roundScores = new ArrayList<>(table.players());
        List<Integer> totals = new ArrayList<>(board.scores());
        for (int s = 0; s < table.players(); s++) {
            int score = s == seat ? winnerScore : handScore(table.hand(s));
            roundScores.add(score);
            totals.set(s, totals.get(s) + score);
        }
        table.emit(new Event.VariantEvent(PenaltyScoring.ID, "round-scored", seat, Map.of(
                PenaltyScoring.ROUND, round, "roundScores", List.copyOf(roundScores),
                PenaltyScoring.SCORES, List.copyOf(totals))));
        if (round < rounds) {
            table.setState(PenaltyScoring.ID, new Scoreboard(totals, round + 1));
            table.newRound(seat);
        } else {
            table.setState(PenaltyScoring.ID, new Scoreboard(totals, round));
            table.endGame(lowest(totals));
        }
        return true;
    }

    /** What a hand left at a round's end scores. */
    int handScore(List<Card> hand) {
        int score = 0;
        for (Card c : hand) {
            CardKind kind = c.kind();
            if (kind.isNumber()) {
                score += faceValue ? kind.number() : otherCardScore;
            } else {
                Integer own = kindScores.get(kind);
                score += own != null ? own : symbolScores.getOrDefault(kind.symbol(), otherCardScore);
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
}
