package dev.taki.cli.plugins;

import dev.taki.api.spi.Edition;
import dev.taki.api.spi.Variant;
import dev.taki.core.VariantCatalog;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.function.Supplier;

/**
 * Makes the variants and editions a plugin lists, doing what {@link java.util.ServiceLoader} and the engine would
 * do with them — load the class, call its constructor, ask its id, set it up — so that each way this can fail is
 * one sentence naming the plugin, the class and the cause, before any game starts.
 */
final class Providers {
    private Providers() {
    }

    /** A variant the plugin lists, made and set up once. @throws IllegalArgumentException naming what failed */
    static Variant variant(PluginPath plugin, String className, ClassLoader loader) {
        Variant variant = make(plugin, className, Variant.class, loader);
        ask(plugin, className, "id()", variant::id);
        ask(plugin, className, "setUp", () -> {
            variant.setUp(new SetUpRehearsal());
            return null;
        });
        try {
            // The engine's own checks of one variant (such as its range of players), before it meets the others.
            VariantCatalog.of(List.of(variant), List.of());
        } catch (RuntimeException e) {
            throw cannotLoad(plugin, className, "the engine refuses it: " + e.getMessage());
        }
        return variant;
    }

    /** An edition the plugin lists. @throws IllegalArgumentException naming what failed */
    static Edition edition(PluginPath plugin, String className, ClassLoader loader) {
        Edition edition = make(plugin, className, Edition.class, loader);
        ask(plugin, className, "id()", edition::id);
        ask(plugin, className, "variants()", edition::variants);
        return edition;
    }

    private static <T> T make(PluginPath plugin, String className, Class<T> service, ClassLoader loader) {
        Class<?> type;
        try {
            type = Class.forName(className, false, loader);
        } catch (ClassNotFoundException e) {
            throw cannotLoad(plugin, className, "no such class in the plugin (it is listed in META-INF/services/"
                    + service.getName() + ")");
        } catch (LinkageError e) {
            throw cannotLoad(plugin, className, cause(e));
        }
        if (!service.isAssignableFrom(type)) {
            throw cannotLoad(plugin, className, "it is not a " + service.getName());
        }
        if (!Modifier.isPublic(type.getModifiers()) || Modifier.isAbstract(type.getModifiers())) {
            throw cannotLoad(plugin, className, "a plugin class must be public and not abstract");
        }
        try {
            return service.cast(type.getConstructor().newInstance());
        } catch (NoSuchMethodException e) {
            throw cannotLoad(plugin, className, "it has no public constructor without parameters");
        } catch (InvocationTargetException e) {
            throw cannotLoad(plugin, className, "its constructor threw " + cause(e.getCause()));
        } catch (ExceptionInInitializerError e) {
            throw cannotLoad(plugin, className, "its static initializer threw " + cause(e.getCause()));
        } catch (ReflectiveOperationException | LinkageError e) {
            throw cannotLoad(plugin, className, cause(e));
        }
    }

    /** Calls a plugin's method; what it throws, or a class it misses, becomes one sentence. */
    private static <R> R ask(PluginPath plugin, String className, String what, Supplier<R> call) {
        try {
            return call.get();
        } catch (RuntimeException | LinkageError e) {
            throw cannotLoad(plugin, className, what + " threw " + cause(e));
        }
    }

    /** "IllegalStateException: no licence"; for a missing class, which class and that it is missing. */
    private static String cause(Throwable e) {
        if (e instanceof NoClassDefFoundError && e.getMessage() != null && !e.getMessage().contains(" ")) {
            return "NoClassDefFoundError: it needs the class " + e.getMessage().replace('/', '.')
                    + ", which is in neither the plugin nor taki (a library jar missing from --plugins?)";
        }
        return e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }

    private static IllegalArgumentException cannotLoad(PluginPath plugin, String className, String why) {
        return new IllegalArgumentException("the plugin " + plugin + " cannot be loaded: " + className + ": " + why);
    }
}
