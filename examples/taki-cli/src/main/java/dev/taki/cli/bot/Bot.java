package dev.taki.cli.bot;

import dev.taki.api.Move;
import dev.taki.api.PlayerView;

import java.util.Random;

/** A player program: it sees only its own {@link PlayerView} and picks one of the legal moves there. */
public interface Bot {

    /** A short name for tables and logs. */
    String name();

    /** One of {@code view.legalMoves()}, possibly with the "last card" declaration. */
    Move choose(PlayerView view, Random random);
}
