package dev.gpudoctor.fleet;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * The parts of a target's answers the fleet reads, bound by the one mapper (snake_case keys; a newer target's
 * extra keys are ignored). Ids and states stay words: a target running a newer GPU Doctor may name a check or
 * a state this one does not know, and the fleet still shows it.
 *
 * @param host   {@code check --json}'s host record, kept as written so an older target's camelCase keys are
 *               upgraded (OlderShapes) and its platform read whichever version wrote it (HostJson) before binding
 * @param checks the checklist's results
 */
record CheckAnswerJson(JsonNode host, List<Check> checks) {

    /** One check's result: its id and its status word. */
    record Check(String id, String status) {}

    /** The host record's facts the fleet compares. */
    record Host(Os os, Smi nvidiaSmi) {}

    record Os(String prettyName, String kernelRelease) {}

    record Smi(String driverVersion, String cudaVersion, List<Gpu> gpus) {}

    record Gpu(String name) {}

    /** A {@code capabilities --json} answer (the standard level's second document), or an error answer. */
    record Capabilities(List<Row> capabilities, Message error) {}

    /** One capability's cells, one per GPU. */
    record Row(String id, List<Cell> cells) {}

    record Cell(String device, String state) {}

    /** A GPU Doctor error answer: {@code {"error": {"message": …}}}. */
    record ErrorAnswer(Message error) {}

    record Message(String message) {}
}
