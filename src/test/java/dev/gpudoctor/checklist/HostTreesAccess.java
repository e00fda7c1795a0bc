package dev.gpudoctor.checklist;

import java.nio.file.Path;

/** Lets tests in other packages materialise a captured host tree. */
public final class HostTreesAccess {

    private HostTreesAccess() {}

    public static Path materialise(String name, Path into) {
        return HostTrees.materialise(name, into);
    }
}
