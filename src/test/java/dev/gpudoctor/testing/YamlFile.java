package dev.gpudoctor.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.host.CommandResult;
import dev.gpudoctor.host.CommandRunner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A YAML file read by a real YAML parser: PyYAML's safe_load in the python-bridge test venv (mace-torch
 * pins PyYAML there), handed back as JSON. The project has no YAML library of its own and needs none
 * at run time; what it ships as YAML (packaging/) is read here the way a consumer reads it, and a
 * file that does not parse fails the test with the parser's words.
 */
public final class YamlFile {

    private static final String TO_JSON = "import json, sys, yaml\n"
            + "with open(sys.argv[1], encoding='utf-8') as f:\n"
            + "    json.dump(yaml.safe_load(f) if sys.argv[2] == 'one' else list(yaml.safe_load_all(f)), sys.stdout)\n";

    private YamlFile() {}

    /** A file of one YAML document. */
    public static JsonNode read(Path yaml, Path scratch) throws Exception {
        return parse(yaml, scratch, "one");
    }

    /** A file of several YAML documents (a Kubernetes manifest), as a JSON array of them. */
    public static JsonNode readAll(Path yaml, Path scratch) throws Exception {
        return parse(yaml, scratch, "all");
    }

    private static JsonNode parse(Path yaml, Path scratch, String documents) throws Exception {
        Path python = TestPython.withMace();
        Path json = scratch.resolve(yaml.getFileName() + ".json");
        List<String> errors = new ArrayList<>();
        CommandResult result = new CommandRunner()
                .run(
                        List.of(
                                python.toString(),
                                "-c",
                                TO_JSON,
                                yaml.toAbsolutePath().toString(),
                                documents),
                        Map.of(),
                        null,
                        Duration.ofSeconds(60),
                        errors::add,
                        json);
        assertThat(result.succeeded())
                .as("PyYAML could not read %s: %s %s", yaml, result.problem(), errors)
                .isTrue();
        return new ObjectMapper().readTree(Files.readString(json));
    }
}
