package dev.taki.it;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/** The layering of the project, as rules that fail the build when broken. */
class ArchitectureTest {
    private static JavaClasses taki;

    @BeforeAll
    static void importClasses() {
        taki = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.taki");
    }

    @Test
    void theApiDependsOnTheJdkOnly() {
        classes().that().resideInAPackage("dev.taki.api..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("dev.taki.api..", "java..")
                .because("the API is what embedders and plugin authors compile against; it must pull in nothing")
                .check(taki);
    }

    @Test
    void theCoreDependsOnTheApiAndItsLibrariesOnly() {
        classes().that().resideInAPackage("dev.taki.core..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("dev.taki.api..", "dev.taki.core..",
                        "java..", "tools.jackson..", "io.vavr..")
                .because("the engine knows the API, not the variants, the testkit or the tools built on it")
                .check(taki);
    }

    @Test
    void theBaseGameIsWrittenOnThePluginSpiLikeAnyVariant() {
        classes().that().resideInAPackage("dev.taki.core.rules..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("dev.taki.api..", "dev.taki.core.rules..", "java..")
                .because("the base game is the first plugin: what it does, any house rule can do through the same SPI")
                .check(taki);
    }

    @Test
    void variantsDependOnTheApiAndSpiOnly() {
        classes().that().resideInAPackage("dev.taki.variants..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("dev.taki.api..", "dev.taki.variants..", "java..")
                .because("a variant is a plugin: it must work with any engine that implements the SPI")
                .check(taki);
    }

    @Test
    void variantsDoNotUseEachOther() {
        slices().matching("dev.taki.variants.(*)..").should().notDependOnEachOther()
                .because("each variant is a separate plugin that may be left off the class path")
                .check(taki);
    }

    @Test
    void theTestkitDoesNotDependOnVariantsOrTools() {
        noClasses().that().resideInAPackage("dev.taki.testkit..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.taki.variants..", "dev.taki.cli..")
                .check(taki);
    }

    @Test
    void botsSeeWhatAClientSeesAndNoTestLibrary() {
        classes().that().resideInAPackage("dev.taki.bots..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("dev.taki.api..", "dev.taki.bots..", "java..")
                .because("a bot decides from its seat's view, as a client would; a library of bots brings no engine"
                        + " and no test library")
                .check(taki);
    }

    @Test
    void theMatchModuleHoldsNoWebFrameworkOrTool() {
        classes().that().resideInAPackage("dev.taki.match..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("dev.taki.api..", "dev.taki.core..",
                        "dev.taki.bots..", "dev.taki.match..", "java..", "tools.jackson..", "com.zaxxer.hikari..")
                .because("a server puts its own transport in front of a match; the match depends on the engine only,"
                        + " and on a connection pool for its JDBC store")
                .check(taki);
    }

    @Test
    void thereAreNoPackageCycles() {
        slices().matching("dev.taki.(**)").should().beFreeOfCycles().check(taki);
    }
}
