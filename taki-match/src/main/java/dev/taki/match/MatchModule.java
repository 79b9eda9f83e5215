package dev.taki.match;

import dev.taki.core.VariantCatalog;
import dev.taki.core.json.JsonLimits;
import dev.taki.core.json.TakiJson;
import dev.taki.core.json.TakiModule;
import tools.jackson.core.Version;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.module.SimpleModule;

import java.util.List;
import java.util.Objects;

/**
 * The match's types and the game's for a framework's own Jackson mapper (Spring Boot, Javalin…): one module to
 * register, which brings {@link TakiModule} (configurations, moves, events, views) with it. Written and read:
 * <ul>
 *   <li>{@link LoggedEvent}: {@code {"seq": 4, "version": 2, "event": {…}}};</li>
 *   <li>{@link MatchSeat}: {@code {"seat": 0, "name": "Ann", "human": true, "bot": "heuristic", "status":
 *       "playing"}} — these five fields only, whatever else a seat holds, so a seat can be sent to anyone;</li>
 *   <li>{@link SeatStatus}: its name in lower case ({@code "playing"}), as a match file writes it;</li>
 *   <li>{@link Refusal}: its name ({@code "STALE_VERSION"});</li>
 *   <li>{@link MatchResult}: {@code {"result": "accepted", "version": 4, "events": […]}}, or {@code {"result":
 *       "refused", "code": "REJECTED", "message": "…", "rejection": "CARD_DOES_NOT_MATCH", "key": "…",
 *       "arguments": {…}, "version": 3}} ({@code rejection}, {@code key} and {@code arguments} are null unless the
 *       engine refused the move);</li>
 *   <li>{@link Awaiting}: {@code {"seat": 1, "since": "2025-01-31T18:30:00Z", "version": 3, "human": true}}.</li>
 * </ul>
 * docs/json.md ("JSON for frameworks") has them all.
 * <pre>{@code
 * JsonMapper mapper = JsonMapper.builder().addModule(new MatchModule(VariantCatalog.discover())).build();
 * String body = mapper.writeValueAsString(match.submit(seat, move, version));
 * }</pre>
 *
 * <p>Reading takes exactly these shapes — every field once, none unknown, each of its type and range — whatever
 * the mapper's own settings, and refuses anything else with a
 * {@link tools.jackson.databind.exc.MismatchedInputException} naming the type and the field: {@code Cannot read
 * MatchSeat: status: expected playing, left or resigned, got "away"}. The module is immutable.
 */
public final class MatchModule extends SimpleModule {
    private static final long serialVersionUID = 1L;
    /** The game's types, registered with this module (its dependency). */
    private final TakiModule game;

    /**
     * The module for the variants of a catalog.
     *
     * @param catalog the variants that configurations, moves and events may use
     */
    public MatchModule(VariantCatalog catalog) {
        this(TakiJson.create(Objects.requireNonNull(catalog, "catalog")));
    }

    /**
     * The module writing and reading the game's types as a {@link TakiJson} does (its catalog, limits and event
     * codecs), within its limits.
     *
     * @param json the reader and writer to follow
     */
    public MatchModule(TakiJson json) {
        super("taki-match", Version.unknownVersion());
        Objects.requireNonNull(json, "json");
        game = new TakiModule(json);
        JsonLimits limits = json.limits();
        addSerializer(LoggedEvent.class, new MatchTypesJson.LoggedEventWriter());
        addSerializer(MatchSeat.class, new MatchTypesJson.SeatWriter());
        addSerializer(SeatStatus.class, new MatchTypesJson.NameWriter<>(SeatStatus.class, true));
        addSerializer(Refusal.class, new MatchTypesJson.NameWriter<>(Refusal.class, false));
        addSerializer(MatchResult.class, new MatchTypesJson.ResultWriter());
        addSerializer(Awaiting.class, new MatchTypesJson.AwaitingWriter());
        addDeserializer(LoggedEvent.class, new MatchTypesJson.LoggedEventReader());
        addDeserializer(MatchSeat.class, new MatchTypesJson.SeatReader(limits));
        addDeserializer(SeatStatus.class, new MatchTypesJson.NameReader<>(SeatStatus.class, MatchTypesJson.statuses()));
        addDeserializer(Refusal.class, new MatchTypesJson.NameReader<>(Refusal.class,
                MatchTypesJson.byName(Refusal.class)));
        addDeserializer(MatchResult.class, new MatchTypesJson.ResultReader<>(MatchResult.class, limits));
        addDeserializer(MatchResult.Accepted.class, new MatchTypesJson.ResultReader<>(MatchResult.Accepted.class, limits));
        addDeserializer(MatchResult.Refused.class, new MatchTypesJson.ResultReader<>(MatchResult.Refused.class, limits));
        addDeserializer(Awaiting.class, new MatchTypesJson.AwaitingReader());
    }

    /** {@return the {@link TakiModule} of the same {@link TakiJson}: a mapper registers it with this one} */
    @Override
    public Iterable<? extends JacksonModule> getDependencies() {
        return List.of(game);
    }
}
