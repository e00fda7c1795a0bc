package dev.gpudoctor.cli.format;

import dev.gpudoctor.model.ChecklistReport;

/** An answer a node's health consumer can be given in one line (Slurm, node-problem-detector): a checklist's. */
public interface NodeVerdictAnswer extends CommandAnswer {

    /** The checklist, its Xids already judged on what is new since the machine's previous check. */
    ChecklistReport report();
}
