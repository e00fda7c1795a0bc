package dev.gpudoctor.bridge;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.BridgeFailure;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The line of a bridge error a person reads first, for errors raised inside TorchScript models. */
class BridgeErrorsHeadlineTest {

    private static BridgeFailure failure(String message) {
        ObjectNode error =
                new ObjectMapper().createObjectNode().put("kind", "op-failed").put("message", message);
        return BridgeErrors.toFailure(
                JsonMappers.records().convertValue(error, BridgeMessage.Error.class), "python3", List.of());
    }

    @Test
    void anOutOfMemoryInsideTorchScriptIsNamedByItsLastLine() {
        // The shape PyTorch gives when an e3nn MACE model runs out of device memory (torch 2.x).
        String message = """
                RuntimeError: The following operation failed in the TorchScript interpreter.
                Traceback of TorchScript (most recent call last):
                  File "/site-packages/e3nn/o3/_tensor_product/_tensor_product.py", line 541, in forward
                    return self._compiled_main_left_right(x, y, real_weight)
                RuntimeError: CUDA out of memory. Tried to allocate 4.58 GiB. GPU 0 has a total capacity of 79.19 GiB
                """;
        assertThat(failure(message).message())
                .startsWith("RuntimeError: CUDA out of memory. Tried to allocate 4.58 GiB");
    }

    @Test
    void aQualifiedExceptionNameOnTheLastLineCountsToo() {
        String message = "The following operation failed in the TorchScript interpreter.\n"
                + "Traceback of TorchScript (most recent call last):\n  File \"x.py\", line 3\n"
                + "torch.OutOfMemoryError: CUDA out of memory.";
        assertThat(failure(message).message()).isEqualTo("torch.OutOfMemoryError: CUDA out of memory.");
    }

    @Test
    void otherErrorsKeepTheirFirstLine() {
        assertThat(failure("ValueError: bad structure\nmore detail\nKeyError: later")
                        .message())
                .isEqualTo("ValueError: bad structure");
        assertThat(failure(
                                "RuntimeError: The following operation failed in the TorchScript interpreter.\nno error line here")
                        .message())
                .contains("TorchScript interpreter");
    }
}
