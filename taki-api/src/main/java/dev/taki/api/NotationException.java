package dev.taki.api;

/** Text that is not valid card or move notation; the message quotes it and says what was expected. */
public final class NotationException extends BadInputException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception with a message that quotes the bad text.
     *
     * @param message what was expected, quoting at most 80 characters of the text
     */
    public NotationException(String message) {
        super(message, java.util.List.of(message), null);
    }
}
