package dev.gpudoctor.fleet;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import dev.gpudoctor.capability.GpuSniff;
import dev.gpudoctor.json.HostJson;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.json.OlderShapes;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.HostFacts;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The boundary where a target's {@code check --json} answer becomes {@link TargetFacts}: read once,
 * validated here, and a malformed answer is a failure, never facts made of nulls.
 */
final class CheckAnswer {

    private CheckAnswer() {}

    /**
     * The facts, or empty when {@code text} is not a check answer (the caller says why). At the
     * standard level a {@code capabilities --json} answer follows the check's, and its cells are
     * verdicts too; a capability answer that is an error or not one is said as such.
     */
    static Optional<TargetFacts> parse(String text) {
        List<JsonNode> documents = documents(text);
        Optional<CheckAnswerJson> answer =
                documents.isEmpty() ? Optional.empty() : bind(documents.get(0), CheckAnswerJson.class);
        if (answer.isEmpty()
                || answer.get().host() == null
                || !answer.get().host().isObject()
                || answer.get().checks() == null) {
            return Optional.empty();
        }
        // A target running a GPU Doctor from before one shape per record answers in camelCase.
        JsonNode hostTree = OlderShapes.snakeCaseKeys(answer.get().host(), HostFacts.class);
        Optional<CheckAnswerJson.Host> host = bind(hostTree, CheckAnswerJson.Host.class);
        if (host.isEmpty()) {
            return Optional.empty();
        }
        CheckAnswerJson.Os os = host.get().os() == null
                ? new CheckAnswerJson.Os(null, null)
                : host.get().os();
        CheckAnswerJson.Smi smi = host.get().nvidiaSmi() == null
                ? new CheckAnswerJson.Smi(null, null, null)
                : host.get().nvidiaSmi();
        List<String> gpus = new ArrayList<>();
        if (smi.gpus() != null) {
            smi.gpus().forEach(gpu -> gpus.add(gpu == null || gpu.name() == null ? "?" : gpu.name()));
        }
        List<CheckStatus> all = new ArrayList<>();
        List<String> failing = new ArrayList<>();
        Map<String, String> statuses = new LinkedHashMap<>();
        for (CheckAnswerJson.Check check : answer.get().checks()) {
            Optional<CheckStatus> status =
                    check == null || check.status() == null ? Optional.empty() : CheckStatus.ofJson(check.status());
            if (status.isEmpty() || check.id() == null) {
                return Optional.empty();
            }
            statuses.put("check " + check.id(), status.get().jsonName());
            all.add(status.get());
            if (status.get().isFailure()) {
                failing.add(check.id());
            }
        }
        return Optional.of(new TargetFacts(
                os.prettyName(),
                os.kernelRelease(),
                HostJson.platformWord(hostTree),
                smi.driverVersion(),
                smi.cudaVersion(),
                gpus,
                CheckStatus.overall(all).jsonName(),
                failing,
                withCapabilities(statuses, documents),
                null,
                documents.size() < 2 ? List.of() : GpuSniff.fromCapabilitiesAnswer(documents.get(1))));
    }

    /** {@code tree} read into {@code type}, or empty when it is not in that shape (the caller says what it lacked). */
    private static <T> Optional<T> bind(JsonNode tree, Class<T> type) {
        try {
            return Optional.ofNullable(JsonMappers.records().treeToValue(tree, type));
        } catch (JsonProcessingException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** The JSON documents {@code text} holds one after another (a check answer, then a capability answer). */
    static List<JsonNode> documents(String text) {
        List<JsonNode> documents = new ArrayList<>();
        try (MappingIterator<JsonNode> values =
                JsonMappers.records().readerFor(JsonNode.class).readValues(text)) {
            while (values.hasNextValue()) {
                documents.add(values.nextValue());
            }
        } catch (IOException | RuntimeException e) {
            // what was read before the garbage is kept; the caller judges it
        }
        return documents;
    }

    private static Map<String, String> withCapabilities(Map<String, String> verdicts, List<JsonNode> documents) {
        if (documents.size() < 2) {
            return verdicts;
        }
        Optional<CheckAnswerJson.Capabilities> answer = bind(documents.get(1), CheckAnswerJson.Capabilities.class);
        if (answer.isEmpty() || answer.get().capabilities() == null) {
            String message = answer.map(CheckAnswerJson.Capabilities::error)
                    .map(CheckAnswerJson.Message::message)
                    .orElse("not a capabilities answer");
            verdicts.put("capabilities", "could not collect: " + message);
            return verdicts;
        }
        for (CheckAnswerJson.Row capability : answer.get().capabilities()) {
            List<CheckAnswerJson.Cell> all =
                    capability == null || capability.cells() == null ? List.of() : capability.cells();
            List<String> cells = new ArrayList<>();
            all.forEach(cell -> cells.add(
                    all.size() == 1
                            ? word(cell == null ? null : cell.state())
                            : "GPU " + word(cell == null ? null : cell.device()) + " "
                                    + word(cell == null ? null : cell.state())));
            verdicts.put(
                    "capability " + word(capability == null ? null : capability.id()),
                    cells.isEmpty() ? "no cells" : String.join(", ", cells));
        }
        return verdicts;
    }

    /** The message of a GPU Doctor error answer ({"error": {"message": …}}), if that is what it is. */
    static Optional<String> errorMessage(String text) {
        try {
            CheckAnswerJson.ErrorAnswer answer =
                    JsonMappers.records().readValue(text, CheckAnswerJson.ErrorAnswer.class);
            return Optional.ofNullable(answer)
                    .map(CheckAnswerJson.ErrorAnswer::error)
                    .map(CheckAnswerJson.Message::message);
        } catch (JsonProcessingException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** A word another machine sent, or "?" where it sent none. */
    private static String word(String sent) {
        return sent == null ? "?" : sent;
    }
}
