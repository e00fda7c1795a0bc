package dev.gpudoctor.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.checklist.ChecklistRequest;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.HostTrees;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.host.HostRoot;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.ChecklistReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A bundle's raw/ carries the Windows half and the Xid lines, so their checks give the same verdicts offline. */
class HostSectionWindowsAndXidTest {

    @TempDir
    Path temp;

    private final ChecklistService service = new ChecklistService(Map.of(), new CommandRunner(), request -> null);

    private ChecklistReport check(Path root) throws InterruptedException {
        return service.run(
                new ChecklistRequest(List.of(CheckId.WINDOWS_HALF, CheckId.XID_HISTORY), null, root, false, false),
                r -> {});
    }

    @Test
    void rawReproducesTheWindowsHalfAndXidVerdicts() throws Exception {
        for (String tree : List.of("wsl2-windows-half", "native-xid")) {
            Path original = materialise(tree);
            ChecklistReport first = check(original);
            BundleDraft draft = new BundleDraft(
                    new Redactor(new RedactionPolicy("/nohome", "nobody", "nohost", List.of())), JsonMappers.records());
            new HostSection()
                    .write(
                            new BundleInputs(
                                    Instant.now(),
                                    Instant.now(),
                                    null,
                                    HostRoot.of(original),
                                    first,
                                    null,
                                    null,
                                    null,
                                    null,
                                    null,
                                    null,
                                    null,
                                    null,
                                    null,
                                    null,
                                    List.of(),
                                    Map.of(),
                                    true,
                                    null),
                            draft);
            Path unpacked = temp.resolve("bundle-" + tree);
            for (Map.Entry<String, byte[]> file : draft.files().entrySet()) {
                Path target = unpacked.resolve(file.getKey());
                Files.createDirectories(target.getParent());
                Files.write(target, file.getValue());
            }
            ChecklistReport again = check(unpacked.resolve("raw"));
            assertThat(again.checks())
                    .extracting(CheckResult::status)
                    .as(tree)
                    .containsExactlyElementsOf(
                            first.checks().stream().map(CheckResult::status).toList());
            assertThat(again.checks())
                    .extracting(CheckResult::value)
                    .as(tree)
                    .containsExactlyElementsOf(
                            first.checks().stream().map(CheckResult::value).toList());
        }
    }

    private Path materialise(String name) {
        return HostTrees.materialise(name, temp);
    }
}
