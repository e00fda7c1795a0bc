package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A batch of issue 37's library (fixtures/train-2026-11-28h/README.md): the same failures said in Windows words. Every rank
 * 1-8 of one GitHub-issue query for each of the 25 knowledge-base families with the most library reports, each query naming
 * a Windows-only word (a DLL name, WinError, WDDM/TDR, Visual Studio, PowerShell, the paging file) beside the failure,
 * labelled by each thread's resolution. Checks the collection rule, prints how the rules alone read the batch per query,
 * stack group and paste form, and holds that reading: a rule change that loses one of these, or starts claiming one of its
 * negatives, fails here.
 */
class GrownLibraryBatchHTest {

    /**
     * Measured on the batch as collected (46 reports, 5 negatives, 42 failure labels) with the engine on main at dd11b32:
     * recall 0.595 (25/42), precision 0.893 (25/28), 1 of the 5 negatives hit (pytorch#4675, whose cuDNN error came from the
     * program's own bad index). The floors hold today's figures, not a target: a rule that reads more of the Windows wordings
     * (a WinError path, a DLL name, the Visual Studio check of nvcc) should raise them.
     * Round seven wrote rules from it (NCCL missing from PyTorch's Windows builds, a missing nvcuda.dll, Inductor's
     * 'Compiler: cl is not found'): 0.714 / 0.909 / 1 hit, held since.
     */
    private static final double RECALL_FLOOR = 0.71;

    private static final double PRECISION_FLOOR = 0.90;
    private static final int NEGATIVES_HIT_CEILING = 1;

    /**
     * Every rank 1-8 of each answer (so at most 8 files a query), no thread any other folder cites and no repository of the
     * sixth held-out set. The rule aimed at 40-70 reports and at least 8 negatives; its 25 queries gave 46 and 5 (README,
     * "Counts"), so the sizes held here are the batch as collected: the rule was not widened after the search.
     */
    private static final CollectionRule RULE =
            new CollectionRule(46, 70, 5, 8, 8, Fixtures.everyFolderBut(Fixtures.Split.TRAIN_2026_11_28H));

    // Rules and signals only: the shipped similar-reports library holds these very reports.
    private final DiagnosisService service = new DiagnosisService(KnowledgeBase.standard());
    private final List<Fixtures.Fixture> library = Fixtures.library2026_11_28h();

    @Test
    void everyReportCarriesSourceStackYearPlatformLabelsAndItsQuery() {
        List<String> ids = List.copyOf(service.knowledgeBase().ids());
        RULE.check(library, ids);
        assertThat(library)
                .allSatisfy(
                        f -> assertThat(f.platform()).as(f.name() + " platform").isNotBlank());
    }

    @Test
    void howTheRulesReadTheBatchIsPrintedAndHeld() {
        FixtureScore.printAndHold(
                "train-2026-11-28h", library, service, RECALL_FLOOR, PRECISION_FLOOR, NEGATIVES_HIT_CEILING);
    }
}
