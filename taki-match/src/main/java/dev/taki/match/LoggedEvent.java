package dev.taki.match;

import dev.taki.api.Event;

/**
 * An event in a match's log.
 *
 * @param seq     its place in the log, from 1: a client that has seen up to n asks for the events since n
 * @param version the match's version after the move that caused it
 * @param event   the event, as the reader may see it (another seat's drawn cards left out)
 */
public record LoggedEvent(long seq, int version, Event event) {
}
