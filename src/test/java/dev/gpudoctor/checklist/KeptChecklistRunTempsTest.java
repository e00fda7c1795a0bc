package dev.gpudoctor.checklist;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.model.CheckId;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A check killed while it wrote its run (a Slurm or NPD time limit on a busy node) left a temp file per kill; 78
 * of them were found after one busy morning. The next keep removes ours that are abandoned, and nothing else.
 */
class KeptChecklistRunTempsTest {

    @TempDir
    Path folder;

    @Test
    void abandonedTempsOfOursGoAndEverythingElseStays() throws Exception {
        Path abandoned = aged(Files.createFile(folder.resolve(KeptChecklistRun.FILE + "123.tmp")), 3_600);
        Path fresh = Files.createFile(folder.resolve(KeptChecklistRun.FILE + "456.tmp"));
        Path someoneElses = aged(Files.createFile(folder.resolve("notes.tmp")), 3_600);
        Path target = Files.writeString(folder.resolve("elsewhere.txt"), "keep me");
        Path link = aged(Files.createSymbolicLink(folder.resolve(KeptChecklistRun.FILE + "789.tmp"), target), 3_600);

        Path root = HostTrees.materialise("native-driver", folder.resolve("host"));
        ChecklistService service =
                new ChecklistService(Map.of(), new CommandRunner(), request -> null, new KeptChecklistRun(folder));
        service.run(new ChecklistRequest(List.of(CheckId.GPU_VISIBLE), null, root, false, false), result -> {});

        assertThat(abandoned).doesNotExist();
        assertThat(fresh).exists();
        assertThat(someoneElses).exists();
        assertThat(Files.getLastModifiedTime(link, LinkOption.NOFOLLOW_LINKS).toInstant())
                .isBefore(Instant.now().minusSeconds(600));
        assertThat(link).isSymbolicLink();
        assertThat(target).hasContent("keep me");
        assertThat(folder.resolve(KeptChecklistRun.FILE)).isRegularFile();
    }

    private static Path aged(Path file, long seconds) throws IOException {
        // The link's own time, not its target's: only its type may keep it.
        Files.setAttribute(
                file,
                "basic:lastModifiedTime",
                FileTime.from(Instant.now().minusSeconds(seconds)),
                LinkOption.NOFOLLOW_LINKS);
        return file;
    }
}
