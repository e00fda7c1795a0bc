package dev.gpudoctor.exec;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.bridge.LeakCheck;
import dev.gpudoctor.model.DiagnosisFinding;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * compute-sanitizer's report read into findings. There is no CUDA Toolkit on the build machine: a script that
 * prints the report of NVIDIA's Compute Sanitizer documentation (its memcheck_demo example) stands in for the tool.
 */
class SanitizerReportTest {

    /** The memcheck_demo report in the format of the current Compute Sanitizer documentation. */
    static final String DOCS_REPORT = """
            ========= COMPUTE-SANITIZER
            ========= Invalid __global__ write of size 4 bytes
            =========     at unaligned_kernel()+0x70 in memcheck_demo.cu:6
            =========     by thread (0,0,0) in block (0,0,0)
            =========     Address 0x7f671ac00001 is misaligned
            =========     and is inside the nearest allocation at 0x7f671ac00000 of size 4 bytes
            =========     Saved host backtrace up to driver entry point at kernel launch time
            =========     Host Frame: [0x2774ec]
            =========                in /lib/x86_64-linux-gnu/libcuda.so.1
            =========     Host Frame: [0x1d8c6]
            =========                in /usr/local/cuda/lib64/libcudart.so.12
            =========     Host Frame:cudaLaunchKernel [0x7e0ab]
            =========                in /usr/local/cuda/lib64/libcudart.so.12
            =========     Host Frame:__device_stub__Z16unaligned_kernelv() [0xaa5b]
            =========                in /home/cuda/memcheck_demo
            =========     Host Frame:unaligned_kernel() [0xaaa4]
            =========                in /home/cuda/memcheck_demo
            =========     Host Frame:run_unaligned() [0xa9e4]
            =========                in /home/cuda/memcheck_demo
            =========     Host Frame:main [0xac2a]
            =========                in /home/cuda/memcheck_demo
            =========
            ========= Program hit cudaErrorLaunchFailure (error 719) due to "unspecified launch failure" on CUDA API call to cudaDeviceSynchronize.
            =========     Saved host backtrace up to driver entry point at error
            =========     Host Frame: [0x37d1c3]
            =========                in /lib/x86_64-linux-gnu/libcuda.so.1
            =========
            ========= ERROR SUMMARY: 2 errors
            """;

    @TempDir
    Path dir;

    @Test
    void theDocumentedReportGivesTheFirstErrorItsKernelAddressAndLaunchSite() {
        SanitizerReport report = SanitizerReport.parse(
                "memcheck",
                "/usr/local/cuda/bin/compute-sanitizer",
                DOCS_REPORT.lines().toList());

        assertThat(report.errors()).isEqualTo(2);
        assertThat(report.firstError()).isEqualTo("Invalid __global__ write of size 4 bytes");
        assertThat(report.kernel()).isEqualTo("unaligned_kernel() (memcheck_demo.cu:6)");
        assertThat(report.address()).isEqualTo("0x7f671ac00001");
        assertThat(report.hostFrame()).isEqualTo("run_unaligned() in /home/cuda/memcheck_demo");
        assertThat(report.block()).first().isEqualTo("Invalid __global__ write of size 4 bytes");
        assertThat(report.block())
                .doesNotContain("Program hit cudaErrorLaunchFailure (error 719) due to \"unspecified launch failure\" "
                        + "on CUDA API call to cudaDeviceSynchronize.");
        DiagnosisFinding finding = report.finding().orElseThrow();
        assertThat(finding.id()).isEqualTo("compute-sanitizer-memcheck");
        assertThat(finding.knownIssue()).isTrue();
        assertThat(finding.title()).contains("Invalid __global__ write of size 4 bytes", "unaligned_kernel()");
    }

    @Test
    void theOlderFormatNamesTheKernelAfterItsOffset() {
        List<String> older = """
                ========= Invalid __shared__ read of size 16 bytes
                =========     at 0x9670 in void cub::DeviceReduceSingleTileKernel<short>(short *)
                =========     by thread (0,0,0) in block (0,0,0)
                =========     Address 0x8 is misaligned
                =========     Saved host backtrace up to driver entry point at kernel launch time
                =========     Host Frame:/usr/lib/x86_64-linux-gnu/libcuda.so.1 (cuLaunchKernel + 0x34e) [0x2c25be]
                =========     Host Frame:./reduce (_Z6reducev + 0x2a) [0x8f46]
                ========= ERROR SUMMARY: 1 error
                """.lines().toList();

        SanitizerReport report = SanitizerReport.parse("memcheck", "compute-sanitizer", older);

        assertThat(report.kernel()).isEqualTo("void cub::DeviceReduceSingleTileKernel<short>(short *)");
        assertThat(report.address()).isEqualTo("0x8");
        assertThat(report.hostFrame()).isEqualTo("./reduce (_Z6reducev + 0x2a)");
        assertThat(report.errors()).isEqualTo(1);
    }

    @Test
    void aCleanRunHasNoFinding() {
        SanitizerReport report = SanitizerReport.parse(
                "racecheck",
                "compute-sanitizer",
                List.of("========= COMPUTE-SANITIZER", "done", "========= ERROR SUMMARY: 0 errors"));

        assertThat(report.errors()).isZero();
        assertThat(report.firstError()).isNull();
        assertThat(report.finding()).isEmpty();
    }

    @Test
    void theCommandRunsUnderTheToolOnPathAndItsReportBecomesTheFirstFinding() throws Exception {
        Path bin = dir.resolve("bin");
        // Stands in for compute-sanitizer: checks it was given --tool memcheck and the command, prints the docs'
        // report.
        ExecScripts.tool(bin, "compute-sanitizer", """
                import sys
                assert sys.argv[1:3] == ["--tool", "memcheck"], sys.argv
                print("running " + sys.argv[4])
                sys.stdout.write('''%s''')
                sys.exit(1)
                """.formatted(DOCS_REPORT));
        Path app = ExecScripts.script(dir, "app.py", "print('app')\n");

        ExecResult result = ExecScripts.service(bin.toString(), null)
                .run(
                        ExecRequest.of(List.of(ExecScripts.python(), app.toString()))
                                .withInitTest(false)
                                .withKeepInHistory(false)
                                .withSanitizer("memcheck"),
                        ExecService.Listener.NONE);

        assertThat(result.output().head().get(0)).isEqualTo("running " + app);
        assertThat(result.sanitizer().executable())
                .isEqualTo(bin.resolve("compute-sanitizer").toString());
        assertThat(result.findings().get(0).id()).isEqualTo("compute-sanitizer-memcheck");
        assertThat(result.verdict()).isEqualTo(ExecResult.Verdict.FAILED_RECOGNISED);
        LeakCheck.assertNothingLeft("no-marker-here");
    }

    @Test
    void withoutTheToolItSaysWhereItComesFromAndRunsTheCommand() throws IOException {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        Path app = ExecScripts.script(dir, "app.py", "print('app')\n");

        ExecResult result = ExecScripts.service(empty.toString(), null)
                .run(
                        ExecRequest.of(List.of(ExecScripts.python(), app.toString()))
                                .withInitTest(false)
                                .withKeepInHistory(false)
                                .withSanitizer("memcheck"),
                        ExecService.Listener.NONE);

        assertThat(result.sanitizer().executable()).isNull();
        assertThat(result.sanitizer().note()).contains("CUDA Toolkit");
        assertThat(result.output().head()).containsExactly("app");
    }
}
