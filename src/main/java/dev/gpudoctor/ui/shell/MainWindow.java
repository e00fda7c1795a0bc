package dev.gpudoctor.ui.shell;

import dev.gpudoctor.ui.common.TabView;
import java.util.List;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.control.Alert;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The window's layout: menu, tabs, log pane, status bar. Keyboard: Ctrl+1…9 pick a tab, Ctrl+L shows
 * or hides the log, Ctrl+Q quits; Ctrl+Tab and the arrow keys work as in any TabPane.
 */
public final class MainWindow {

    private static final double LOG_DIVIDER = 0.74;

    private final MainViewModel viewModel;
    private final BorderPane root = new BorderPane();
    private final TabPane tabs = new TabPane();
    private final SplitPane split = new SplitPane();
    private final LogViewModel logViewModel;
    private LogPane logPane;
    private boolean logAttached;
    private boolean dividerPlaced;
    private Menu viewMenu;

    public MainWindow(MainViewModel viewModel, LogViewModel logViewModel, List<TabView> views, Runnable quit) {
        this(viewModel, logViewModel, views, quit, true);
    }

    /**
     * @param logNow false to leave the log pane out until {@link #attachLog()}: the app attaches it
     *               after its first frame, which the list and its scroll bars would otherwise delay
     */
    public MainWindow(
            MainViewModel viewModel, LogViewModel logViewModel, List<TabView> views, Runnable quit, boolean logNow) {
        this.viewModel = viewModel;
        this.logViewModel = logViewModel;
        this.logAttached = logNow;
        root.setId("main-window");

        tabs.setId("main-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        for (TabView view : views) {
            // Content joins the scene when its tab is first shown: styling every tab up front
            // cost a third of the time to the first frame.
            Tab tab = new Tab(view.title());
            tab.setId(view.id() + "-tab");
            tab.selectedProperty().addListener((obs, was, selected) -> {
                if (selected && tab.getContent() == null) {
                    tab.setContent(view.content());
                }
            });
            tabs.getTabs().add(tab);
        }
        if (!views.isEmpty()) {
            tabs.getTabs().get(0).setContent(views.get(0).content());
        }

        split.setOrientation(Orientation.VERTICAL);
        split.getItems().add(tabs);
        showLog(viewModel.logVisibleProperty().get());
        split.heightProperty().addListener(new ChangeListener<>() {
            @Override
            public void changed(ObservableValue<? extends Number> obs, Number old, Number now) {
                if (dividerPlaced) {
                    split.heightProperty().removeListener(this); // once: afterwards the user's divider stays
                } else if (now.doubleValue() > 0
                        && logPane != null
                        && split.getItems().contains(logPane)) {
                    split.setDividerPositions(logDivider(now.doubleValue()));
                    dividerPlaced = true;
                    split.heightProperty().removeListener(this);
                }
            }
        });
        viewModel.logVisibleProperty().addListener((obs, was, visible) -> {
            logAttached = true;
            showLog(visible);
        });
        viewModel.requestedTabProperty().addListener((obs, old, id) -> selectTab(views, id));
        MainActionKey.install(root, tabs);
        // Ctrl+Tab / Ctrl+Shift+Tab switch tabs from anywhere: a text field takes them for focus traversal
        // before the TabPane sees them, so they are caught on the way down instead.
        root.addEventFilter(KeyEvent.KEY_PRESSED, key -> {
            if (key.getCode() == KeyCode.TAB
                    && key.isShortcutDown()
                    && !tabs.getTabs().isEmpty()) {
                int count = tabs.getTabs().size();
                int now = tabs.getSelectionModel().getSelectedIndex();
                selectTab(Math.floorMod(now + (key.isShiftDown() ? -1 : 1), count));
                key.consume();
            }
        });

        // A plain line rather than a status-bar control: the first frame waits for every control's
        // skin and stylesheet, and this one needs neither.
        Label statusText = new Label();
        statusText.setId("status-text");
        statusText.textProperty().bind(viewModel.statusProperty());
        statusText.setMinWidth(0);
        Label version = new Label(viewModel.versionText());
        version.setId("status-version");
        version.setMinWidth(Region.USE_PREF_SIZE);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox status = new HBox(12, statusText, gap, version);
        status.setId("status-bar");
        status.getStyleClass().add("status-line");
        status.setAlignment(Pos.CENTER_LEFT);

        root.setTop(menuBar(views, quit));
        root.setCenter(split);
        root.setBottom(status);
    }

    public Parent root() {
        return root;
    }

    public void selectTab(int index) {
        if (index >= 0 && index < tabs.getTabs().size()) {
            tabs.getSelectionModel().select(index);
        }
    }

    private void selectTab(List<TabView> views, String id) {
        for (int i = 0; id != null && i < views.size(); i++) {
            if (views.get(i).id().equals(id)) {
                selectTab(i);
            }
        }
    }

    public List<Tab> tabs() {
        return tabs.getTabs();
    }

    /** The View menu, for entries that live outside this class (View → Theme). */
    public Menu viewMenu() {
        return viewMenu;
    }

    /** Where the divider goes: the log gets {@value #LOG_LINES_PX} px, but never more than {@code 1 - LOG_DIVIDER} of the height. */
    static double logDivider(double height) {
        return height <= 0 ? LOG_DIVIDER : Math.max(LOG_DIVIDER, Math.min(0.9, 1 - LOG_LINES_PX / height));
    }

    private static final double LOG_LINES_PX = 130;

    /** Shows the log pane left out of the first frame, if the user wants it shown. */
    public void attachLog() {
        logAttached = true;
        showLog(viewModel.logVisibleProperty().get());
    }

    private void showLog(boolean visible) {
        if (!logAttached) {
            return;
        }
        if (visible && logPane == null) {
            logPane = new LogPane(logViewModel);
            // The log is a side view: it keeps about six lines when the window is small and does not grow
            // with the window, so the tab above gets the height (at 1024x700 the Compare charts vanished).
            SplitPane.setResizableWithParent(logPane, false);
        }
        if (visible && !split.getItems().contains(logPane)) {
            split.getItems().add(logPane);
            split.setDividerPositions(logDivider(split.getHeight()));
            dividerPlaced |= split.getHeight() > 0;
        } else if (!visible && logPane != null) {
            split.getItems().remove(logPane);
        }
    }

    private MenuBar menuBar(List<TabView> views, Runnable quit) {
        MenuItem quitItem = new MenuItem("Quit");
        quitItem.setAccelerator(new KeyCodeCombination(KeyCode.Q, KeyCombination.SHORTCUT_DOWN));
        quitItem.setOnAction(event -> quit.run());
        Menu file = new Menu("_File", null, quitItem);

        Menu view = new Menu("_View");
        KeyCode[] digits = {
            KeyCode.DIGIT1,
            KeyCode.DIGIT2,
            KeyCode.DIGIT3,
            KeyCode.DIGIT4,
            KeyCode.DIGIT5,
            KeyCode.DIGIT6,
            KeyCode.DIGIT7,
            KeyCode.DIGIT8,
            KeyCode.DIGIT9
        };
        for (int i = 0; i < views.size(); i++) {
            int index = i;
            MenuItem item = new MenuItem(views.get(i).title());
            item.setId("menu-" + views.get(i).id());
            if (i < digits.length) {
                item.setAccelerator(new KeyCodeCombination(digits[i], KeyCombination.SHORTCUT_DOWN));
            }
            item.setOnAction(event -> selectTab(index));
            view.getItems().add(item);
        }
        MenuItem toggleLog = new MenuItem("Show / hide log");
        toggleLog.setId("menu-toggle-log");
        toggleLog.setAccelerator(new KeyCodeCombination(KeyCode.L, KeyCombination.SHORTCUT_DOWN));
        toggleLog.setOnAction(event -> viewModel.toggleLog());
        view.getItems().add(toggleLog);
        viewMenu = view;

        MenuItem about = new MenuItem("About GPU Doctor");
        about.setOnAction(event -> {
            Alert alert = new Alert(Alert.AlertType.INFORMATION, viewModel.aboutText());
            alert.setTitle("About GPU Doctor");
            alert.setHeaderText(viewModel.versionText());
            alert.initOwner(root.getScene() == null ? null : root.getScene().getWindow());
            alert.show();
        });
        MenuItem gettingStarted = new MenuItem("Getting started");
        gettingStarted.setId("menu-getting-started");
        gettingStarted.setAccelerator(new KeyCodeCombination(KeyCode.F1));
        gettingStarted.setOnAction(event -> {
            Alert alert = new Alert(Alert.AlertType.INFORMATION);
            alert.setTitle("Getting started with GPU Doctor");
            alert.setHeaderText("Where to start");
            Label text = new Label(MainViewModel.GETTING_STARTED);
            text.setId("getting-started-text");
            text.setWrapText(true);
            // The preferred width too: a wrapping label's own is its longest line unwrapped, and the
            // dialog took that (1,570 px), centred on the window it opened half off-screen (x = -145).
            text.setPrefWidth(560);
            text.setMaxWidth(560);
            text.setMinHeight(Region.USE_PREF_SIZE);
            alert.getDialogPane().setContent(text);
            alert.initOwner(root.getScene() == null ? null : root.getScene().getWindow());
            alert.show();
        });
        MenuItem shortcuts = new MenuItem("Keyboard shortcuts");
        shortcuts.setId("menu-shortcuts");
        shortcuts.setOnAction(event -> {
            Alert alert = new Alert(Alert.AlertType.INFORMATION);
            alert.setTitle("Keyboard shortcuts");
            alert.setHeaderText("Keyboard shortcuts");
            GridPane keys = new GridPane();
            keys.setId("shortcuts-table");
            keys.setHgap(18);
            keys.setVgap(4);
            List<String> lines = MainViewModel.keyboardShortcuts(
                            views.stream().map(TabView::title).toList())
                    .lines()
                    .toList();
            for (int i = 0; i < lines.size(); i++) {
                String[] keyAndWhat = lines.get(i).split("\t", 2);
                Label key = new Label(keyAndWhat[0]);
                key.setStyle("-fx-font-weight: bold;");
                keys.addRow(i, key, new Label(keyAndWhat.length > 1 ? keyAndWhat[1] : ""));
            }
            alert.getDialogPane().setContent(keys);
            alert.initOwner(root.getScene() == null ? null : root.getScene().getWindow());
            alert.show();
        });
        MenuItem bugReport = new MenuItem("Make a bug report");
        bugReport.setId("menu-bug-report");
        bugReport.setOnAction(event -> selectTab(views, "report"));
        Menu help = new Menu("_Help", null, gettingStarted, shortcuts, bugReport, new SeparatorMenuItem(), about);

        MenuBar bar = new MenuBar(file, view, help);
        bar.setId("menu-bar");
        return bar;
    }
}
