package dev.gpudoctor.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class CommandWordsTest {

    @Test
    void wordsAreSplitAsAShellSplitsThemWithNothingExpanded() {
        assertThat(CommandWords.split("  python  'my train.py' --name \"a \\\"b\\\" $HOME\" x\\ y *.py  "))
                .containsExactly("python", "my train.py", "--name", "a \"b\" $HOME", "x y", "*.py");
        assertThat(CommandWords.split("a '' b")).containsExactly("a", "", "b");
        assertThat(CommandWords.split("")).isEmpty();
    }

    @Test
    void anUnclosedQuoteIsSaid() {
        assertThatThrownBy(() -> CommandWords.split("python \"x"))
                .hasMessage("The command has a double quote that is not closed.");
    }
}
