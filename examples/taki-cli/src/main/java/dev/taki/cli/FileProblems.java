package dev.taki.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;

/** Says in a few words why a file could not be read or written. */
final class FileProblems {
    private FileProblems() {
    }

    /** "game.json: no such file", "out: permission denied"… */
    static String describe(Path path, IOException e) {
        String why;
        if (e instanceof NoSuchFileException) {
            why = "no such file or folder";
        } else if (e instanceof AccessDeniedException) {
            why = "permission denied";
        } else if (e instanceof FileAlreadyExistsException) {
            why = "it exists and is not a folder";
        } else if (e instanceof NotDirectoryException) {
            why = "not a folder";
        } else if (java.nio.file.Files.isDirectory(path)) {
            why = "it is a folder";
        } else {
            why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        }
        return path + ": " + why;
    }
}
