package dev.taki.examples.houserules;

import java.util.Locale;
import java.util.ResourceBundle;

/**
 * Where each house rule's texts lie: {@code <id>.properties} (English) and {@code <id>_he.properties} (Hebrew) beside
 * the classes. They are loaded from here, in the plugin's own code, as a module's bundles must be.
 */
final class HouseRuleTexts {
    private HouseRuleTexts() {
    }

    /** The texts of the house rule with that id, in the locale's language. */
    static ResourceBundle of(String id, Locale locale) {
        return ResourceBundle.getBundle(HouseRuleTexts.class.getPackageName() + "." + id, locale);
    }
}
