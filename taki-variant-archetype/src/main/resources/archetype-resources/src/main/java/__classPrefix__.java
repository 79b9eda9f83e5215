package ${package};

import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;

/**
 * {@code ${variantId}}: a Stop skips the next two players instead of one (never its own player: with two
 * players it skips one, with three it gives the turn back to its player).
 *
 * <p>A variant is data plus a factory: an id, a one-line description, and the {@link Rules} that carry it
 * out in one game. The engine finds it through {@code META-INF/services/dev.taki.api.spi.Variant}. The rule
 * here is a placeholder to make the tests meaningful from the first build: replace it with yours. The
 * walk-through is docs/writing-a-variant.md in the taki repository.
 */
public final class ${classPrefix} implements Variant {
    /** The id a configuration file names; lower-case words joined by '-'. */
    public static final String ID = "${variantId}";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "a Stop skips the next two players instead of one";
    }

    // What else a variant may say, each with a default (docs/variant-guide/plugin.md, vocabulary.md, state.md
    // and adding-a-card.md in the taki repository):
    //   options()                 typed options with defaults: OptionSpec.integer(…), bool(…), choice(…)
    //   conflicts(), requires()   ids of variants that cannot be played with this one, or must be
    //   before(), after()         ids of variants whose rules this one's must come before, or after
    //   minPlayers(), maxPlayers()  the numbers of players the rule is made for (2 to 10)
    //   setUp(context)            what it adds to a game: context.card(kind, copies) for a new card,
    //                             context.choice, context.phase, context.verb (a move such as 'catch 1'),
    //                             context.event, context.state (its state)

    @Override
    public Rules rules(Options options) {
        return ${classPrefix}Rules.INSTANCE;
    }
}
