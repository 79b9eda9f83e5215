package dev.taki.variants.plusthreecard;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** The plugin's main code uses only the public API and SPI, never the engine. */
class ArchitectureTest {

    @Test
    void mainCodeDependsOnlyOnTheApi() {
        JavaClasses main = new ClassFileImporter().withImportOption(new ImportOption.DoNotIncludeTests())
                .importPackages("dev.taki.variants.plusthreecard");
        noClasses().should().dependOnClassesThat().resideInAnyPackage("dev.taki.core..", "dev.taki.testkit..")
                .check(main);
    }
}
