package dev.gpudoctor.probe;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class DriverLibraryTest {

    /** The shape of JCuda's UnsatisfiedLinkError on a machine whose loader finds no libcuda (nested, long). */
    private static final String NO_LIBCUDA = "Error while loading native library \"JCudaDriver-12.6.0-linux-x86_64\"\n"
            + "Operating system name: Linux\n"
            + "Stack trace from the attempt to load the library as a resource:\n"
            + "java.lang.UnsatisfiedLinkError: /tmp/libJCudaDriver-12.6.0-linux-x86_64.so: libcuda.so.1: cannot open shared object file: No such file or directory\n"
            + "\tat java.base/jdk.internal.loader.NativeLibraries.load(Native Method)";

    @Test
    void noLibcudaAnywhereIsNoDriverNotAFailure() {
        DriverLibrary.Load load = DriverLibrary.classify(NO_LIBCUDA, false, 20);

        assertThat(load.ok()).isFalse();
        assertThat(load.driverMissing()).isTrue();
        assertThat(load.problem()).isEqualTo("no NVIDIA driver (libcuda.so.1 not found)");
        assertThat(load.loaderLine())
                .contains("libcuda.so.1: cannot open shared object file")
                .doesNotContain("\tat ")
                .doesNotContain("UnsatisfiedLinkError");
    }

    @Test
    void wsl2sLibcudaOutOfTheLoadersSightIsABrokenSetUpNotAMissingDriver() {
        DriverLibrary.Load load = DriverLibrary.classify(NO_LIBCUDA, true, 20);

        assertThat(load.driverMissing()).isFalse();
        assertThat(load.problem()).contains("/usr/lib/wsl/lib", "ld.wsl.conf", "LD_LIBRARY_PATH=/usr/lib/wsl/lib");
    }

    @Test
    void anotherLinkErrorIsReportedByItsFirstLine() {
        DriverLibrary.Load load = DriverLibrary.classify("wrong ELF class: ELFCLASS32\nmore", false, 5);

        assertThat(load.driverMissing()).isFalse();
        assertThat(load.problem()).isEqualTo("JCuda's driver binding could not load: wrong ELF class: ELFCLASS32");
    }
}
