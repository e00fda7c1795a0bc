package dev.gpudoctor.ui.common;

import dev.gpudoctor.bundle.BundleRefusedException;
import dev.gpudoctor.bundle.OpenedBundle;
import java.nio.file.Path;

/**
 * How a view model opens another machine's bundle: {@code BundleReader::open} in the app, a recorded
 * {@link OpenedBundle} or a refusal in tests.
 */
@FunctionalInterface
public interface BundleOpener {

    /** For a view that was given no bundles to open: every bundle is refused in words. */
    BundleOpener NONE = zip -> {
        throw new BundleRefusedException("bundles cannot be opened here.");
    };

    OpenedBundle open(Path zip) throws BundleRefusedException;
}
