package dev.taki.examples.houserules;

import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** The pack is built like a third party's: the API and SPI for the plugin, the testkit for its tests. */
class PluginBoundariesTest {
    private static final String PACK = "dev.taki.examples.houserules";

    @Test
    void thePluginUsesTheApiAndSpiOnly() {
        classes().should().onlyDependOnClassesThat().resideInAnyPackage("dev.taki.api..", PACK + "..", "java..")
                .because("a plugin must work with any engine that implements the SPI")
                .check(new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                        .importPackages(PACK));
    }

    @Test
    void itsTestsUseTheTestkitAndThePublicApiButNotTheEngine() {
        noClasses().should().dependOnClassesThat().resideInAPackage("dev.taki.core..")
                .because("the testkit is the tool a plugin author is given; the engine stays behind it")
                .check(new ClassFileImporter().withImportOption(ImportOption.Predefined.ONLY_INCLUDE_TESTS)
                        .importPackages(PACK));
    }
}
