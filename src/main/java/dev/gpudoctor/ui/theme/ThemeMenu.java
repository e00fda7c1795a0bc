package dev.gpudoctor.ui.theme;

import javafx.scene.control.Menu;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.ToggleGroup;

/** View → Theme: System / Light / Dark, bound both ways to the view model's choice. */
public final class ThemeMenu {

    private ThemeMenu() {}

    public static Menu of(ThemeViewModel viewModel) {
        Menu menu = new Menu("_Theme");
        menu.setId("menu-theme");
        ToggleGroup group = new ToggleGroup();
        for (ThemeChoice choice : ThemeChoice.values()) {
            RadioMenuItem item = new RadioMenuItem(choice.label());
            item.setId("menu-theme-" + choice.settingName());
            item.setToggleGroup(group);
            item.setUserData(choice);
            item.setSelected(viewModel.choiceProperty().get() == choice);
            item.setOnAction(event -> viewModel.choiceProperty().set(choice));
            menu.getItems().add(item);
        }
        viewModel
                .choiceProperty()
                .addListener((obs, old, now) ->
                        group.getToggles().forEach(toggle -> toggle.setSelected(toggle.getUserData() == now)));
        return menu;
    }
}
