package dev.gpudoctor.ui.checklist;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.checklist.ChecklistRequest;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.HostTrees;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.testing.CutText;
import dev.gpudoctor.testing.OwnWindow;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.DebugToggles;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.scene.Parent;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** Issue 30 item 7: check names and Found values cut at 1280x800 (and 1024x700) show whole as tooltips. */
@ExtendWith(ApplicationExtension.class)
class ChecklistCutTextTest {

    @TempDir
    Path temp;

    @Test
    void cutNamesAndValuesHaveTheirWholeTextAsATooltip(FxRobot robot) throws Exception {
        // The real checklist on a WSL2 laptop with a Linux driver inside: long values ("WSL2; … copies, not links; …")
        ChecklistReport report = new ChecklistService(Map.of(), new CommandRunner(), request -> null)
                .run(
                        new ChecklistRequest(
                                List.of(), null, HostTrees.materialise("wsl2-linux-driver", temp), false, false),
                        r -> {});
        ChecklistRunner replay = new ChecklistRunner() {
            @Override
            public List<CheckInfo> checks() {
                return report.checks().stream()
                        .map(r -> new CheckInfo(r.id(), r.title(), false))
                        .toList();
            }

            @Override
            public ChecklistReport run(ChecklistRequest request, Consumer<CheckResult> onResult) {
                report.checks().forEach(onResult);
                return report;
            }
        };
        int cutAt1280 = 0;
        for (double[] size : new double[][] {{1024, 700}, {1280, 800}}) {
            ChecklistViewModel vm =
                    new ChecklistViewModel(replay, new CurrentThreadTaskExecutor(), Runnable::run, new DebugToggles());
            Stage window = OwnWindow.show((Parent) new ChecklistView(vm).content(), size[0], size[1]);
            try {
                WaitForAsyncUtils.asyncFx(vm::runAll).get();
                WaitForAsyncUtils.waitForFxEvents();
                TableView<?> table = robot.from(window.getScene().getRoot())
                        .lookup("#checklist-table")
                        .queryAs(TableView.class);
                int cut = CutText.assertReadable(table, "Checklist at " + size[0] + "x" + size[1]);
                if (size[0] == 1280) {
                    cutAt1280 = cut;
                }
            } finally {
                WaitForAsyncUtils.asyncFx(window::close).get();
            }
        }
        // the test means something only if some text is cut at 1280x800, as the issue saw
        assertThat(cutAt1280).isPositive();
    }
}
