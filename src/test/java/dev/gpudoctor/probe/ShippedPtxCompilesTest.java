package dev.gpudoctor.probe;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import jcuda.nvptxcompiler.JNvPTXCompiler;
import jcuda.nvptxcompiler.nvPTXCompileResult;
import jcuda.nvptxcompiler.nvPTXCompilerHandle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Compiles every shipped PTX module with JCuda's PTX compiler (libnvptxcompiler, statically linked
 * into JCuda's natives: it needs no GPU and no driver), for every architecture from Maxwell to Hopper.
 * A typo in hand-written PTX would otherwise only show on a GPU machine, as a JIT error in a cell.
 */
class ShippedPtxCompilesTest {

    private static final List<String> ARCHITECTURES = List.of(
            "sm_50", "sm_52", "sm_53", "sm_60", "sm_61", "sm_62", "sm_70", "sm_72", "sm_75", "sm_80", "sm_86", "sm_87",
            "sm_89", "sm_90");

    static Stream<org.junit.jupiter.params.provider.Arguments> moduleAndArchitecture() {
        return PtxModules.ALL.stream()
                .flatMap(module -> ARCHITECTURES.stream()
                        .map(arch -> org.junit.jupiter.params.provider.Arguments.of(module, arch)));
    }

    @ParameterizedTest(name = "{0} for {1}")
    @MethodSource("moduleAndArchitecture")
    void compiles(String module, String architecture) {
        Compiled compiled = compile(PtxModules.text(module), architecture);
        assertThat(compiled.result()).as(compiled.errorLog()).isEqualTo(nvPTXCompileResult.NVPTXCOMPILE_SUCCESS);
        assertThat(compiled.cubinBytes()).isGreaterThan(0);
        // The info log (-v) names every kernel it compiled: all the probes need must be there.
        assertThat(compiled.infoLog()).contains("write_pattern", "add_one", "spin", "grid_barrier", "empty");
    }

    @Test
    void theCompilerRejectsBrokenPtx() {
        String broken = PtxModules.text(PtxModules.CAPABILITY_KERNELS)
                .replace("st.global.u32 [%rd4], %r6;", "st.global.u32 [%rd4], %r99;");
        Compiled compiled = compile(broken, "sm_75");
        assertThat(compiled.result()).isNotEqualTo(nvPTXCompileResult.NVPTXCOMPILE_SUCCESS);
        assertThat(compiled.errorLog()).contains("%r99");
    }

    @Test
    void keepsToPtxIsa70AndSm50() {
        for (String module : PtxModules.ALL) {
            String text = PtxModules.text(module);
            assertThat(text).contains("\n.version 7.0\n").contains("\n.target sm_50\n");
            // Every kernel has its CUDA C equivalent in a comment.
            long kernels = text.lines()
                    .filter(line -> line.startsWith(".visible .entry"))
                    .count();
            long equivalents = text.lines()
                    .filter(line -> line.contains("__global__ void"))
                    .count();
            assertThat(equivalents).isEqualTo(kernels);
        }
    }

    @Test
    void everyPtxResourceIsListed() throws IOException, URISyntaxException {
        Path folder = Path.of(PtxModules.class
                        .getResource(PtxModules.CAPABILITY_KERNELS)
                        .toURI())
                .getParent();
        List<String> shipped = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            files.map(p -> p.getFileName().toString())
                    .filter(name -> name.endsWith(".ptx"))
                    .forEach(shipped::add);
        }
        assertThat(shipped).containsExactlyInAnyOrderElementsOf(PtxModules.ALL);
    }

    private record Compiled(int result, long cubinBytes, String errorLog, String infoLog) {}

    private static Compiled compile(String ptx, String architecture) {
        JNvPTXCompiler.setExceptionsEnabled(false);
        nvPTXCompilerHandle handle = new nvPTXCompilerHandle();
        byte[] source = ptx.getBytes(StandardCharsets.US_ASCII);
        assertThat(JNvPTXCompiler.nvPTXCompilerCreate(handle, source.length, source))
                .isEqualTo(nvPTXCompileResult.NVPTXCOMPILE_SUCCESS);
        try {
            int result = JNvPTXCompiler.nvPTXCompilerCompile(
                    handle, 2, new String[] {"--gpu-name=" + architecture, "--verbose"});
            long[] size = {0};
            if (result == nvPTXCompileResult.NVPTXCOMPILE_SUCCESS) {
                JNvPTXCompiler.nvPTXCompilerGetCompiledProgramSize(handle, size);
            }
            return new Compiled(result, size[0], log(handle, true), log(handle, false));
        } finally {
            JNvPTXCompiler.nvPTXCompilerDestroy(handle);
        }
    }

    private static String log(nvPTXCompilerHandle handle, boolean errors) {
        long[] size = {0};
        int sized = errors
                ? JNvPTXCompiler.nvPTXCompilerGetErrorLogSize(handle, size)
                : JNvPTXCompiler.nvPTXCompilerGetInfoLogSize(handle, size);
        if (sized != nvPTXCompileResult.NVPTXCOMPILE_SUCCESS || size[0] == 0) {
            return "";
        }
        byte[] text = new byte[(int) size[0]];
        if (errors) {
            JNvPTXCompiler.nvPTXCompilerGetErrorLog(handle, text);
        } else {
            JNvPTXCompiler.nvPTXCompilerGetInfoLog(handle, text);
        }
        return new String(text, StandardCharsets.UTF_8).replace("\0", "");
    }
}
