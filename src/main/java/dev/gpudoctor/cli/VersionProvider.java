package dev.gpudoctor.cli;

import dev.gpudoctor.build.BuildInfo;
import picocli.CommandLine;

/** Feeds --version from the version Maven stamped into the jar. */
public final class VersionProvider implements CommandLine.IVersionProvider {

    @Override
    public String[] getVersion() {
        return new String[] {BuildInfo.current().oneLine()};
    }
}
