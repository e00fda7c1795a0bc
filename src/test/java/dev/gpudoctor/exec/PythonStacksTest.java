package dev.gpudoctor.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The Python stack read out of output: faulthandler's block before a traceback, the last traceback of several. */
class PythonStacksTest {

    @Test
    void faulthandlersCurrentThreadIsReadInnermostLast() {
        List<String> output = """
                loading data
                Fatal Python error: Bus error

                Thread 0x00007f0000000001 (most recent call first):
                  File "/usr/lib/python3.11/threading.py", line 320 in wait
                  File "/home/u/loader.py", line 12 in worker

                Current thread 0x00007f0000000002 (most recent call first):
                  File "/home/u/.venv/lib/python3.11/site-packages/torch/cuda/__init__.py", line 293 in _lazy_init
                  File "/home/u/train.py", line 45 in main
                  File "/home/u/train.py", line 60 in <module>

                Extension modules: numpy.core._multiarray_umath, torch._C (total: 2)
                """.lines().toList();

        PythonStack stack = PythonStacks.parse(output).orElseThrow();

        assertThat(stack.source()).isEqualTo("faulthandler");
        assertThat(stack.error()).isEqualTo("Fatal Python error: Bus error");
        assertThat(stack.frames()).extracting(PythonStack.Frame::line).containsExactly(60, 45, 293);
        assertThat(stack.where()).isEqualTo("in torch/cuda/__init__.py line 293, called from /home/u/train.py line 45");
    }

    @Test
    void theLastTracebackWinsAndItsExceptionLineIsKept() {
        List<String> output = """
                Traceback (most recent call last):
                  File "a.py", line 1, in <module>
                ValueError: first
                Traceback (most recent call last):
                  File "b.py", line 7, in <module>
                    run()
                  File "b.py", line 3, in run
                    ^^^^^
                RuntimeError: CUDA error: device-side assert triggered
                CUDA kernel errors might be asynchronously reported
                """.lines().toList();

        PythonStack stack = PythonStacks.parse(output).orElseThrow();

        assertThat(stack.source()).isEqualTo("traceback");
        assertThat(stack.error()).isEqualTo("RuntimeError: CUDA error: device-side assert triggered");
        assertThat(stack.frames())
                .extracting(PythonStack.Frame::file, PythonStack.Frame::line)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("b.py", 7), org.assertj.core.groups.Tuple.tuple("b.py", 3));
    }

    @Test
    void outputWithoutAStackHasNone() {
        assertThat(PythonStacks.parse(List.of("Segmentation fault (core dumped)")))
                .isEmpty();
    }
}
