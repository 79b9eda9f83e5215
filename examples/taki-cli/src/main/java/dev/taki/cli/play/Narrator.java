package dev.taki.cli.play;

import dev.taki.api.Card;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Event;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** Tells what happened in a move, in short sentences, from one seat's point of view ("you draw Y4 B+2"). */
final class Narrator {
    private final int you;

    Narrator(int you) {
        this.you = you;
    }

    /** "seat 2" or "you". */
    String who(int seat) {
        return seat == you ? "you" : "seat " + seat;
    }

    /** The sentences worth saying about the events, in order; the events are seen as this seat may see them. */
    List<String> tell(List<Event> events) {
        List<Event> seen = new ArrayList<>(events.size());
        for (Event event : events) {
            seen.add(event.seenBy(you));
        }
        boolean[] told = new boolean[seen.size()];
        List<String> said = new ArrayList<>();
        for (int i = 0; i < seen.size(); i++) {
            if (told[i]) {
                continue;
            }
            Event e = seen.get(i);
            String s = e instanceof Event.VariantEvent v ? outOfTurn(v, seen, i, told) : null;
            if (s == null) {
                s = sentence(e);
            }
            if (s != null) {
                said.add(s);
            }
        }
        return said;
    }

    /**
     * The house rules' events of moves out of turn, known by their variants and names as the bots know the rules'
     * verbs by their words: a jump ("seat 2 jumps in with R5"), a player who did not say "last card", a catch
     * ("seat 3 catches seat 1: 4 cards", which tells the penalty and the draw that follow it too: they are marked
     * {@code told}); null for any other.
     */
    private String outOfTurn(Event.VariantEvent v, List<Event> events, int at, boolean[] told) {
        switch (v.variant() + ":" + v.name()) {
            case "jump-in:jumped" -> {
                for (int i = at + 1; i < events.size(); i++) {
                    if (events.get(i) instanceof Event.CardPlayed p && p.seat() == v.seat()) {
                        return who(v.seat()) + (v.seat() == you ? " jump" : " jumps") + " in with " + p.card().notation();
                    }
                }
                return who(v.seat()) + (v.seat() == you ? " jump" : " jumps") + " in";
            }
            case "catch-last-card:catchable" -> {
                return v.seat() == you
                        ? "you did not say \"last card\": 'declare' before the next move, or anyone may catch you (you would draw 4)"
                        : "seat " + v.seat() + " did not say \"last card\"";
            }
            case "catch-last-card:caught" -> {
                if (!(v.details().get("seat") instanceof Integer caught)) {
                    return null;
                }
                String drawn = "";
                for (int i = at + 1; i < events.size(); i++) {
                    Event e = events.get(i);
                    if (e instanceof Event.LastCardPenalty p && p.seat() == caught) {
                        told[i] = true;
                    } else if (e instanceof Event.CardsDrawn d && d.seat() == caught
                            && d.cause() == Event.DrawCause.LAST_CARD_PENALTY) {
                        told[i] = true;
                        drawn = ": " + (d.cards().isEmpty() ? d.count() + " cards"
                                : "you draw " + d.cards().stream().map(Card::notation).collect(Collectors.joining(" ")));
                        break;
                    }
                }
                return who(v.seat()) + (v.seat() == you ? " catch " : " catches ") + who(caught) + drawn;
            }
            default -> {
                return null;
            }
        }
    }

    private String sentence(Event e) {
        if (e instanceof Event.CardsDrawn d) {
            return drawn(d);
        } else if (e instanceof Event.LastCardDeclared l) {
            return who(l.seat()) + ": \"last card!\"";
        } else if (e instanceof Event.LastCardPenalty p) {
            return p.seat() == you
                    ? "you ended your turn with one card without declaring it: add 'last' to such a move (play R5 last)"
                    : "seat " + p.seat() + " forgot to declare \"last card\"";
        } else if (e instanceof Event.TakiOpened t) {
            return "TAKI run in " + colour(t.color());
        } else if (e instanceof Event.TakiClosed) {
            return "\"TAKI closed!\"";
        } else if (e instanceof Event.TakiLeftOpen t) {
            return "the " + colour(t.color()) + " TAKI is left open";
        } else if (e instanceof Event.PlayerSkipped s) {
            return who(s.seat()) + (s.seat() == you ? " lose your turn" : " loses a turn");
        } else if (e instanceof Event.DirectionChanged d) {
            return "direction now " + direction(d.direction());
        } else if (e instanceof Event.DrawCountRaised r) {
            return "+2 count now " + r.count();
        } else if (e instanceof Event.DrawCountCancelled c) {
            return "the King cancels the +2 count of " + c.count();
        } else if (e instanceof Event.DeckReshuffled r) {
            return "the discard pile is shuffled into a new draw pile (" + r.cards() + " cards)";
        } else if (e instanceof Event.WinPending w) {
            return who(w.seat()) + (w.seat() == you ? " have" : " has") + " no cards left";
        } else if (e instanceof Event.VariantEvent v) {
            return v.variant() + ": " + v.name().replace('-', ' ') + (v.seat() >= 0 ? " (" + who(v.seat()) + ")" : "");
        }
        return null;
    }

    private String drawn(Event.CardsDrawn d) {
        String cause = switch (d.cause()) {
            case PLUS_TWO -> " (the +2 count)";
            case LAST_CARD_PENALTY -> " (no \"last card\")";
            default -> "";
        };
        String verb = d.seat() == you ? " draw " : " draws ";
        String what = d.cards().isEmpty() ? d.count() + (d.count() == 1 ? " card" : " cards")
                : d.cards().stream().map(Card::notation).collect(Collectors.joining(" "));
        return who(d.seat()) + verb + what + cause + (d.forgiven() > 0 ? ", " + d.forgiven() + " forgiven (no cards left)" : "");
    }

    static String colour(Color c) {
        return c.name().toLowerCase(Locale.ROOT);
    }

    static String direction(Direction d) {
        return d == Direction.CW ? "clockwise" : "counter-clockwise";
    }
}
