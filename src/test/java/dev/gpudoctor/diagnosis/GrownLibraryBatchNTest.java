package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A batch of issue 37's library (fixtures/train-2026-11-28n/README.md): atomistic simulation and machine-learned potentials.
 * Every rank 1-8 of 36 GitHub-issue queries "<code> <failure word>" for MACE, NequIP, Allegro, LAMMPS, GROMACS, OpenMM, CP2K,
 * cuEquivariance, e3nn and the other codes our users run, labelled by each thread's resolution. Checks the collection rule,
 * prints how the rules alone read the batch per query, stack group and paste form, and holds that reading: a rule change
 * that loses one of these, or starts claiming one of its negatives, fails here.
 */
class GrownLibraryBatchNTest {

    /**
     * Measured on the batch as collected (19 reports, 7 negatives, 13 failure labels) with the engine at 4cb48ab (main
     * plus this batch): recall 0.846 (11/13), precision 1.000 (11/11), none of the 7 negatives hit. The floors hold today's
     * figures, not a target: the two misses (a Fortran code's bare CUDA error number, a MAGMA init code) say their failure in
     * words no rule reads yet.
     */
    private static final double RECALL_FLOOR = 0.84;

    private static final double PRECISION_FLOOR = 1.0;
    private static final int NEGATIVES_HIT_CEILING = 0;

    /**
     * Every rank 1-8 of each answer (so at most 8 files a query), no thread any other folder cites and no repository of the
     * sixth held-out set. The rule aimed at 35-60 reports and at least 8 negatives; its 36 queries gave 19 and 7 (README,
     * "Counts"), so the least size held here is the batch as collected: the rule was not widened after the search.
     */
    private static final CollectionRule RULE =
            new CollectionRule(19, 60, 7, 8, 8, Fixtures.everyFolderBut(Fixtures.Split.TRAIN_2026_11_28N));

    // Rules and signals only: the shipped similar-reports library holds these very reports.
    private final DiagnosisService service = new DiagnosisService(KnowledgeBase.standard());
    private final List<Fixtures.Fixture> library = Fixtures.library2026_11_28n();

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
                "train-2026-11-28n", library, service, RECALL_FLOOR, PRECISION_FLOOR, NEGATIVES_HIT_CEILING);
    }
}
