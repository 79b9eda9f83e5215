/**
 * What a game says to people, in their language: {@link dev.taki.api.text.GameTexts} gives the names of cards, a
 * sentence for each event, labels of moves and choices, refusals with players' names, and the names of variants,
 * editions and bots — from the base game's texts and the bundles plugins ship
 * ({@link dev.taki.api.spi.Variant#texts}).
 */
package dev.taki.api.text;
