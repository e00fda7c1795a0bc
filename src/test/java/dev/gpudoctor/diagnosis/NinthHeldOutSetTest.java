package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The ninth held-out set of issue 37 (fixtures/heldout-2026-11-27f/README.md): GitHub threads found by crossing the tool's
 * own users' scientific stacks with a symptom word, kept only where someone pasted the error and the thread says what it
 * was, labelled by that resolution. Checks that the set keeps its rule, prints recall and precision per field of science
 * and per paste form with every report read wrongly (expected, got), and holds what the engine read when the set was first
 * scored as floors. Nothing is ever tuned on this set; tools/diagnosis/collect_rules_2026_11_27f.py also checks that every
 * file is what its collected excerpt makes.
 */
class NinthHeldOutSetTest {

    /** Ranks 1-10 of each answer, at most 4 files a query; no thread any other folder cites. */
    private static final CollectionRule RULE =
            new CollectionRule(20, 80, 12, 10, 4, Fixtures.everyFolderBut(Fixtures.Split.HELDOUT_2026_11_27F));

    /**
     * The field of science each query of the rule searched: the queries fix the stacks, so a report is counted under the
     * field its query named even where the corpus answered with another project's thread (its {@code # stack:} says which).
     * Round seven (signals of an architecture refused and a driver too old, rules from the library's batches 28d-28f,
     * the fallback at score 46, 992 known reports): 0.429, 0.857, 0 hit, held since.
     */
    private static final Map<String, String> FIELD_OF_QUERY = Map.ofEntries(
            Map.entry("gromacs", "molecular-dynamics"),
            Map.entry("lammps-kokkos", "molecular-dynamics"),
            Map.entry("amber", "molecular-dynamics"),
            Map.entry("amber-oom", "molecular-dynamics"),
            Map.entry("namd", "molecular-dynamics"),
            Map.entry("cp2k", "quantum-chemistry"),
            Map.entry("gpu4pyscf", "quantum-chemistry"),
            Map.entry("qe", "quantum-chemistry"),
            Map.entry("dftb", "quantum-chemistry"),
            Map.entry("deepmd", "ml-potentials"),
            Map.entry("nequip-allegro", "ml-potentials"),
            Map.entry("mace", "ml-potentials"),
            Map.entry("mace-oom", "ml-potentials"),
            Map.entry("torchani", "ml-potentials"),
            Map.entry("torchani-oom", "ml-potentials"),
            Map.entry("schnetpack", "ml-potentials"),
            Map.entry("jax-md", "ml-potentials"),
            Map.entry("jax-md-oom", "ml-potentials"),
            Map.entry("alphafold", "structural-biology"),
            Map.entry("colabfold", "structural-biology"),
            Map.entry("openfold", "structural-biology"),
            Map.entry("openfold-oom", "structural-biology"),
            Map.entry("relion", "cryo-em"),
            Map.entry("cryosparc", "cryo-em"),
            Map.entry("cryodrgn", "cryo-em"),
            Map.entry("cryodrgn-oom", "cryo-em"),
            Map.entry("parabricks", "genomics"),
            Map.entry("cupy", "gpu-arrays"),
            Map.entry("cupy-driver", "gpu-arrays"),
            Map.entry("cudf", "gpu-arrays"),
            Map.entry("cuml", "gpu-arrays"));

    private static final double RECALL_FLOOR = 0.42;
    private static final double PRECISION_FLOOR = 0.85;
    private static final int NEGATIVES_HIT_CEILING = 1;

    private final DiagnosisService service = DiagnosisService.standard();
    private final List<Fixtures.Fixture> set = Fixtures.ninthHeldOut();

    @Test
    void theSetKeepsItsCollectionRule() {
        RULE.check(set, service.knowledgeBase().ids());
        assertThat(set)
                .as("every report's query is one of the rule's, with its field of science")
                .allMatch(f -> FIELD_OF_QUERY.containsKey(CollectionRule.query(f)));
    }

    @Test
    void theSetIsHeldOutOfTheShippedLibrary() {
        CollectionRule.assertHeldOutOfTheShippedLibrary("heldout-2026-11-27f", set);
    }

    /**
     * Prints the figures and every report read wrongly. First scored on 2026-11-27 by the engine of commit 614f26e (main as
     * it was; the set was committed on top of it, 711b47d, before this ran): recall 0.286 (4 of 14), precision 0.667 (4 of
     * 6), 0 of 15 negatives hit (docs/diagnosis-quality.md, "The ninth set, before"). Held: recall and precision at those
     * figures rounded down (precision already misses the bar of 0.95, so its floor is today's figure, not the bar),
     * negatives hit at the bar (at most one).
     */
    @Test
    void scoresPerFieldAndPasteFormArePrinted() {
        CollectionRule.printAndHold(
                "heldout-2026-11-27f",
                set,
                service,
                "field",
                f -> FIELD_OF_QUERY.get(CollectionRule.query(f)),
                RECALL_FLOOR,
                PRECISION_FLOOR,
                NEGATIVES_HIT_CEILING);
    }
}
