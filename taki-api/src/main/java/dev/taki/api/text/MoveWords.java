package dev.taki.api.text;

import dev.taki.api.Card;
import dev.taki.api.Choice;
import dev.taki.api.ChoiceKind;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Move;
import dev.taki.api.Seat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import static dev.taki.api.text.Ask.args;

/**
 * Moves as labels, and the questions and options of the choices a play names: {@code move.*} of the base game's
 * texts, {@code verb.<word>}, {@code prompt.*} and {@code choice.*} of the base game's and the plugins'.
 */
final class MoveWords {
    private MoveWords() {
    }

    static String prompt(GameTexts texts, Card card, ChoiceKind kind) {
        String k = card.kind().name();
        return texts.say(texts.cardAsks("prompt." + k + "." + kind.name(), "prompt." + k, "prompt." + kind.name()),
                args("card", card), null, () -> texts.card(card) + ": " + Words.spelled(kind.name()) + "?");
    }

    static String choice(GameTexts texts, Card card, Choice choice, List<String> names) {
        String plain = plainChoice(texts, choice, names);
        String k = card.kind().name();
        List<Ask> asks = new ArrayList<>(texts.cardAsks("choice." + k + "." + choice.kind().name()));
        if (!(choice instanceof Seat)) {
            asks.addAll(0, texts.cardAsks("choice." + k + "." + choice.notation()));
        }
        // a card's own words for a choice are optional: without them, the choice itself, in this language
        String own = texts.tryOwn(asks, args("choice", plain, "card", card), names, new ArrayList<>());
        return own != null ? own : plain;
    }

    private static String plainChoice(GameTexts texts, Choice choice, List<String> names) {
        if (choice instanceof Color c) {
            return texts.color(c);
        }
        if (choice instanceof Direction d) {
            return texts.direction(d);
        }
        if (choice instanceof Seat s) {
            return texts.player(s.number(), names);
        }
        return texts.say(texts.cardAsks("choice." + choice.kind().name() + "." + choice.notation()), GameTexts.NONE,
                names, choice::notation);
    }

    static String move(GameTexts texts, Move move, List<String> names) {
        String label;
        if (move instanceof Move.Play p) {
            String cards = texts.cards(p.cards());
            label = p.choice() == null
                    ? texts.say(Ask.of(GameTexts.BASE, "move.play"), args("cards", cards), names, () -> "Play " + cards)
                    : texts.say(Ask.of(GameTexts.BASE, "move.play.choice"), args("cards", cards,
                            "choice", choice(texts, p.card(), p.choice(), names)), names,
                            () -> "Play " + cards + " (" + choice(texts, p.card(), p.choice(), names) + ")");
        } else if (move instanceof Move.Act a) {
            Function<String, Object> arguments = a.seat() >= 0 ? args("seat", new Seat(a.seat())) : GameTexts.NONE;
            label = texts.say(texts.cardAsks("verb." + a.verb().word()), arguments, names,
                    () -> a.seat() >= 0 ? a.verb().meaning() + ": " + texts.player(a.seat(), names) : a.verb().meaning());
        } else {
            String word = move instanceof Move.Draw ? "draw" : move instanceof Move.Close ? "close"
                    : move instanceof Move.End ? "end" : "pass";
            label = texts.say(Ask.of(GameTexts.BASE, "move." + word), GameTexts.NONE, names,
                    () -> Words.capitalized(word));
        }
        if (!move.declaresLast()) {
            return label;
        }
        String plain = label;
        return texts.say(Ask.of(GameTexts.BASE, "move.last"), args("move", plain), names,
                () -> plain + ", saying \"last card\"");
    }
}
