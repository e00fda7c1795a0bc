package dev.gpudoctor.exec;

import static dev.gpudoctor.exec.ExecScripts.python;
import static dev.gpudoctor.exec.ExecScripts.script;
import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.bridge.LeakCheck;
import dev.gpudoctor.model.DiagnosisFinding;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The user's command under GPU Doctor, with real Python scripts that crash, print CUDA errors, fork, hang and flood. */
class ExecServiceTest {

    @TempDir
    Path dir;

    private final String marker = String.valueOf(ThreadLocalRandom.current().nextInt(100_000, 999_999));

    @AfterEach
    void nothingIsLeftRunning() throws InterruptedException {
        LeakCheck.assertNothingLeft(marker);
    }

    private ExecService service() {
        return ExecScripts.service(System.getenv("PATH"), null);
    }

    private ExecRequest request(String... command) {
        return ExecRequest.of(List.of(command)).withInitTest(false).withKeepInHistory(false);
    }

    @Test
    void aSegfaultIsReportedWithTheScriptsLine() throws IOException {
        Path crash = script(dir, "crash.py", """
                import ctypes

                def crash():
                    ctypes.string_at(0)

                crash()
                """);

        ExecResult result = service().run(request(python(), crash.toString()), ExecService.Listener.NONE);

        assertThat(result.exit().signal()).isEqualTo("SIGSEGV");
        assertThat(result.exit().end()).isEqualTo(ExecExit.End.FAILED);
        assertThat(result.pythonStack().source()).isEqualTo("faulthandler");
        PythonStack.Frame own = result.pythonStack().innermostOwn().orElseThrow();
        assertThat(own.file()).isEqualTo(crash.toString());
        assertThat(own.line()).isEqualTo(4);
        assertThat(own.function()).isEqualTo("crash");
        assertThat(result.pythonStack().frames())
                .extracting(PythonStack.Frame::line)
                .contains(6);
        assertThat(result.summary()).contains("was killed by SIGSEGV", "crash.py line 4");
        assertThat(result.findings()).extracting(DiagnosisFinding::id).contains("signal-segfault");
        assertThat(result.verdict()).isEqualTo(ExecResult.Verdict.FAILED_NOT_RECOGNISED);
    }

    @Test
    void theTogglesAndFaulthandlerReachTheChild() throws IOException {
        Path env = script(dir, "env.py", """
                import os
                for name in ("CUDA_LAUNCH_BLOCKING", "TORCH_USE_CUDA_DSA", "PYTHONFAULTHANDLER"):
                    print(name + "=" + str(os.environ.get(name)))
                """);

        ExecResult on =
                service().run(request(python(), env.toString()).withToggles(true, true), ExecService.Listener.NONE);
        ExecResult off = service().run(request(python(), env.toString()), ExecService.Listener.NONE);

        assertThat(on.output().head())
                .containsExactly("CUDA_LAUNCH_BLOCKING=1", "TORCH_USE_CUDA_DSA=1", "PYTHONFAULTHANDLER=1");
        assertThat(on.environmentAdded())
                .containsEntry("CUDA_LAUNCH_BLOCKING", "1")
                .containsEntry("TORCH_USE_CUDA_DSA", "1");
        assertThat(on.toggles()).isEqualTo(new ExecResult.Toggles(true, true));
        assertThat(off.output().head())
                .containsExactly("CUDA_LAUNCH_BLOCKING=None", "TORCH_USE_CUDA_DSA=None", "PYTHONFAULTHANDLER=1");
        assertThat(on.verdict()).isEqualTo(ExecResult.Verdict.SUCCEEDED);
        assertThat(on.summary()).startsWith("The command succeeded in ");
    }

    /** The guide's own traceback, as torch prints it. */
    static final String ILLEGAL_INSTRUCTION = """
            import sys
            print("epoch 1 step 10 loss 0.53", flush=True)
            sys.stderr.write('''Traceback (most recent call last):
              File "/home/user/project/runners/train.py", line 45, in <module>
                main()
              File "/home/user/project/runners/train.py", line 31, in main
                loss.backward()
              File "/home/user/.venv/lib/python3.11/site-packages/torch/_tensor.py", line 626, in backward
                torch.autograd.backward(
            torch.AcceleratorError: CUDA error: an illegal instruction was encountered
            CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
            For debugging consider passing CUDA_LAUNCH_BLOCKING=1
            Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
            ''')
            sys.exit(1)
            """;

    @Test
    void theGuidesIllegalInstructionTracebackIsDiagnosed() throws IOException {
        Path train = script(dir, "train.py", ILLEGAL_INSTRUCTION);

        ExecResult result = service().run(request(python(), train.toString()), ExecService.Listener.NONE);

        assertThat(result.exit().code()).isEqualTo(1);
        assertThat(result.findings().get(0).id()).isEqualTo("illegal-instruction");
        assertThat(result.verdict()).isEqualTo(ExecResult.Verdict.FAILED_RECOGNISED);
        assertThat(result.pythonStack().source()).isEqualTo("traceback");
        assertThat(result.pythonStack().error())
                .isEqualTo("torch.AcceleratorError: CUDA error: an illegal instruction was encountered");
        assertThat(result.pythonStack().where())
                .isEqualTo("in torch/_tensor.py line 626, called from /home/user/project/runners/train.py line 31");
        assertThat(result.summary()).contains("exited with code 1", "Most likely:");
    }

    @Test
    void aHangIsStoppedAtItsTimeoutWithItsGrandchildGone() throws IOException {
        Path hang = script(dir, "hang.py", """
                import subprocess, time
                subprocess.Popen(["sleep", "3600.%s"], start_new_session=True)
                print("started", flush=True)
                time.sleep(3600)
                """.formatted(marker));

        ExecResult result =
                service().run(request(python(), hang.toString()).withTimeoutSeconds(2), ExecService.Listener.NONE);

        assertThat(result.exit().end()).isEqualTo(ExecExit.End.DID_NOT_FINISH);
        assertThat(result.exit().timedOut()).isTrue();
        assertThat(result.output().head()).containsExactly("started");
        assertThat(result.summary()).contains("did not finish within 2 s and was stopped, with everything it started");
        // @AfterEach: nothing carrying this run's token or the marker is left.
    }

    @Test
    void aProgramIgnoringSigtermIsStoppedAnyway() throws IOException {
        Path stubborn = script(dir, "stubborn.py", """
                import signal, time
                signal.signal(signal.SIGTERM, signal.SIG_IGN)
                print("ignoring SIGTERM", flush=True)
                time.sleep(3600)
                """);

        ExecResult result = service()
                .run(
                        request(python(), stubborn.toString(), "3600." + marker).withTimeoutSeconds(2),
                        ExecService.Listener.NONE);

        assertThat(result.exit().end()).isEqualTo(ExecExit.End.DID_NOT_FINISH);
        assertThat(result.output().head()).containsExactly("ignoring SIGTERM");
    }

    @Test
    void aProgramThatForksAndExitsEndsWithItsGrandchild() throws IOException {
        Path forks = script(dir, "forks.py", """
                import os, sys, time
                if os.fork() == 0:
                    os.execvp("sleep", ["sleep", "3600.%s"])
                print("parent done", flush=True)
                """.formatted(marker));

        ExecResult result =
                service().run(request(python(), forks.toString()).withTimeoutSeconds(60), ExecService.Listener.NONE);

        assertThat(result.exit().end()).isEqualTo(ExecExit.End.SUCCEEDED);
        assertThat(result.output().head()).containsExactly("parent done");
        assertThat(result.durationS()).as("not held for the grandchild's hour").isLessThan(60);
    }

    @Test
    void aProgramThatClosesItsOutputAndKeepsRunningIsStoppedAtItsLimit() throws IOException {
        Path quiet = script(dir, "quiet.py", """
                import os, time
                print("closing", flush=True)
                os.close(1)
                os.close(2)
                time.sleep(3600)
                """);

        ExecResult result = service()
                .run(
                        request(python(), quiet.toString(), "3600." + marker).withTimeoutSeconds(2),
                        ExecService.Listener.NONE);

        assertThat(result.exit().end()).isEqualTo(ExecExit.End.DID_NOT_FINISH);
        assertThat(result.output().head()).containsExactly("closing");
    }

    @Test
    void aFloodOfLinesKeepsItsHeadAndItsTailAndSaysWhatWasCut() throws IOException {
        Path flood = script(dir, "flood.py", """
                import sys
                for i in range(100000):
                    sys.stdout.write("line %d\\n" % i)
                """);

        ExecResult result = service().run(request(python(), flood.toString()), ExecService.Listener.NONE);

        ExecOutput output = result.output();
        assertThat(output.lines()).isEqualTo(100_000);
        assertThat(output.head()).hasSize(ExecService.HEAD_LINES).startsWith("line 0");
        assertThat(output.tail()).hasSize(ExecService.TAIL_LINES).endsWith("line 99999");
        assertThat(output.linesOmitted()).isEqualTo(100_000 - ExecService.HEAD_LINES - ExecService.TAIL_LINES);
        assertThat(output.cut()).startsWith("99,600 lines cut between the first 200 and the last 200 lines");
    }

    @Test
    void anEndlessLineWithoutANewlineStaysBounded() throws IOException {
        // 48 MiB on one line: past the runner's 32 MiB of streamed output, and no newline ever.
        Path endless = script(dir, "endless.py", """
                import sys
                chunk = "x" * (1 << 20)
                for _ in range(48):
                    sys.stdout.write(chunk)
                sys.stdout.flush()
                """);

        ExecResult result = service().run(request(python(), endless.toString()), ExecService.Listener.NONE);

        assertThat(result.exit().end()).isEqualTo(ExecExit.End.SUCCEEDED);
        assertThat(result.output().lines()).isEqualTo(1);
        String line = result.output().head().get(0);
        assertThat(line.length()).isLessThan(20_000);
        assertThat(line).contains("bytes cut");
    }

    @Test
    void cancelKeepsWhatWasReadAndEndsTheTree() throws Exception {
        Path slow = script(dir, "slow.py", """
                import time
                print("first line", flush=True)
                time.sleep(3600)
                """);
        CountDownLatch printed = new CountDownLatch(1);
        AtomicReference<ExecResult> result = new AtomicReference<>();
        Thread worker = new Thread(() -> result.set(
                service().run(request(python(), slow.toString(), "3600." + marker), new ExecService.Listener() {
                    @Override
                    public void line(String line) {
                        printed.countDown();
                    }
                })));
        worker.start();
        assertThat(printed.await(60, TimeUnit.SECONDS)).isTrue();
        worker.interrupt();
        worker.join(30_000);

        assertThat(result.get().exit().end()).isEqualTo(ExecExit.End.CANCELLED);
        assertThat(result.get().output().head()).containsExactly("first line");
    }

    @Test
    void badInputIsRefusedBeforeAnythingRunsWithAClearSentence() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("a-folder"));
        Path notExecutable = script(dir, "tool.sh", "echo hi\n");

        assertThat(service().problems(ExecRequest.of(List.of())))
                .singleElement()
                .asString()
                .contains("Give the command to run");
        assertThat(service().problems(ExecRequest.of(List.of("no-such-program-" + marker))))
                .singleElement()
                .asString()
                .contains("was not found on PATH");
        assertThat(service().problems(ExecRequest.of(List.of(folder.toString()))))
                .singleElement()
                .asString()
                .isEqualTo(folder + " is a folder, not a program.");
        assertThat(service().problems(ExecRequest.of(List.of(notExecutable.toString()))))
                .singleElement()
                .asString()
                .startsWith(notExecutable + " is not executable");
        assertThat(service()
                        .problems(ExecRequest.of(List.of(dir.resolve("missing").toString()))))
                .singleElement()
                .asString()
                .endsWith("does not exist.");
        assertThat(service()
                        .problems(ExecRequest.of(List.of(python()))
                                .withWorkingFolder(dir.resolve("nowhere").toString())))
                .singleElement()
                .asString()
                .contains("does not exist");
        assertThat(service().problems(ExecRequest.of(List.of(python())).withTimeoutSeconds(0)))
                .singleElement()
                .asString()
                .contains("time limit");
    }

    @Test
    void theRerunWithTheSwitchesSaysWhereTheErrorIsReportedNow() throws IOException {
        // As CUDA does: without CUDA_LAUNCH_BLOCKING the error surfaces at the next synchronising call.
        Path train = script(dir, "train.py", """
                import os

                def kernel():
                    if os.environ.get("CUDA_LAUNCH_BLOCKING") == "1":
                        raise RuntimeError("CUDA error: an illegal memory access was encountered")

                def synchronize():
                    raise RuntimeError("CUDA error: an illegal memory access was encountered")

                kernel()
                synchronize()
                """);

        ExecResult result = service()
                .run(request(python(), train.toString()).withRerunWithToggles(true), ExecService.Listener.NONE);

        Rerun rerun = result.rerun();
        assertThat(rerun.firstReportedAt()).isEqualTo("in " + train + " line 8");
        assertThat(rerun.reportedAt()).isEqualTo("in " + train + " line 5");
        assertThat(rerun.samePlace()).isFalse();
        assertThat(rerun.exit().code()).isEqualTo(1);
        // Both runs failed, each at its error: different work, so no ratio claims to be the switches' cost.
        assertThat(rerun.durationRatio()).isNull();
        assertThat(rerun.comparison())
                .contains("reported elsewhere than before")
                .contains("say nothing of the switches' cost");
        assertThat(result.toggles()).isEqualTo(new ExecResult.Toggles(false, false));
    }

    @Test
    void theInitTestRunsInTheCommandsInterpreterAndAFailedOneIsSaidFirst() throws IOException {
        // The system python3 has no torch: the init test fails, says why, and the command still runs.
        Path ok = script(dir, "ok.py", "print('ran')\n");
        List<String> stages = new ArrayList<>();

        ExecResult result = service()
                .run(request(python(), ok.toString()).withInitTest(true), new ExecService.Listener() {
                    @Override
                    public void stage(String sentence) {
                        stages.add(sentence);
                    }
                });

        assertThat(result.initTest()).isNotNull();
        assertThat(result.initTest().interpreter()).isEqualTo(python());
        assertThat(result.initTest().ok()).isFalse();
        assertThat(result.initTest().failure()).contains("torch");
        assertThat(stages.get(1))
                .startsWith("The CUDA init test in " + python() + " failed")
                .endsWith("Running the command anyway.");
        assertThat(result.output().head()).containsExactly("ran");
        assertThat(result.verdict()).isEqualTo(ExecResult.Verdict.SUCCEEDED);
    }

    @Test
    void aCommandThatIsNotPythonGetsNoInitTest() {
        ExecResult result =
                service().run(ExecRequest.of(List.of("true")).withKeepInHistory(false), ExecService.Listener.NONE);

        assertThat(result.initTest()).isNull();
        assertThat(result.initTestNote()).startsWith("not a Python program");
    }

    @Test
    void tokensInTheCommandAreRedactedInTheResult() throws IOException {
        Path ok = script(dir, "ok.py", "import sys; print(len(sys.argv))\n");

        ExecResult result = service()
                .run(
                        request(python(), ok.toString(), "--token", "s3cr3t", "HF_TOKEN=hf_abc", "--lr", "3"),
                        ExecService.Listener.NONE);

        assertThat(result.output().head()).containsExactly("6"); // the child got them all
        assertThat(result.command())
                .containsExactly(python(), ok.toString(), "--token", "[REDACTED]", "HF_TOKEN=[REDACTED]", "--lr", "3");
    }

    @Test
    void aResultIsKeptInTheHistoryAndReadBackTheSame() throws IOException {
        Path crash = script(dir, "crash.py", "import ctypes\nctypes.string_at(0)\n");
        ExecHistory history = new ExecHistory(dir.resolve("exec"));

        ExecResult result = ExecScripts.service(System.getenv("PATH"), history)
                .run(
                        ExecRequest.of(List.of(python(), crash.toString())).withInitTest(false),
                        ExecService.Listener.NONE);

        List<Path> files = history.files();
        assertThat(files)
                .singleElement()
                .satisfies(file -> assertThat(file.getFileName().toString()).isEqualTo(result.id() + ".json"));
        ExecResult read = ExecHistory.read(files.get(0));
        assertThat(read).isEqualTo(result);
    }
}
