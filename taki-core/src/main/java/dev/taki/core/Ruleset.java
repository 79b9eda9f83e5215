package dev.taki.core;

import dev.taki.api.Card;
import dev.taki.api.Decks;
import dev.taki.api.GameConfig;
import dev.taki.api.spi.Rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The rules of one game: the base game plus its variants' hooks, in configuration order, with the deck
 * and hand size they produce. Shared, unchanged, by every state of the game.
 */
final class Ruleset {
    static final int BASE_HAND_SIZE = 8;

    /** A variant's hooks, under its id. */
    record Hooks(String id, Rules rules) {
    }

    final GameConfig config;
    final List<Hooks> hooks;
    final List<Card> deck;
    final int handSize;
    private final boolean[] transparent = new boolean[Card.codeCount()];

    Ruleset(GameConfig config, List<Hooks> hooks) {
        this.config = config;
        this.hooks = List.copyOf(hooks);
        if (hooks.isEmpty()) {
            this.deck = Decks.edition2011();
            this.handSize = BASE_HAND_SIZE;
            return;
        }
        List<Card> d = new ArrayList<>(Decks.edition2011());
        int size = BASE_HAND_SIZE;
        for (Hooks h : hooks) {
            h.rules().adjustDeck(d);
            size = h.rules().handSize(size);
        }
        this.deck = List.copyOf(d);
        this.handSize = size;
        for (Card card : new java.util.HashSet<>(deck)) {
            for (Hooks h : hooks) {
                if (h.rules().isTransparent(card)) {
                    transparent[card.code()] = true;
                }
            }
        }
    }

    /** The same rules for another configuration that differs only in seed (hooks, deck and all shared). */
    private Ruleset(GameConfig config, Ruleset same) {
        this.config = config;
        this.hooks = same.hooks;
        this.deck = same.deck;
        this.handSize = same.handSize;
        System.arraycopy(same.transparent, 0, transparent, 0, transparent.length);
    }

    /** These rules for a configuration that differs only in seed (its editions expanded as in this one). */
    Ruleset withConfig(GameConfig other) {
        GameConfig expanded = other.withVariants(config.variants());
        return expanded.equals(config) ? this : new Ruleset(expanded, this);
    }

    boolean isTransparent(Card card) {
        return transparent[card.code()];
    }
}
